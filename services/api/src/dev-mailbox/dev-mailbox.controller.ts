import { Controller, Get, Header, Inject } from '@nestjs/common';
import { devMailboxQuerySchema, type DevMailboxQuery } from '@dating/domain';
import type { DevMailbox, MailboxEntry } from '@dating/platform';
import { ValidQuery } from '../http/validated-input.js';
import { DEV_MAILBOX } from '../runtime/tokens.js';
import { ApiOperation, ApiResponse } from '@nestjs/swagger';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

const renderMail = (mail: MailboxEntry): string => `
  <article class="mail" data-to="${escapeHtml(mail.to)}">
    <h2>${escapeHtml(mail.subject)}</h2>
    <p class="meta">To ${escapeHtml(mail.to)} · from ${escapeHtml(mail.from)} · ${escapeHtml(mail.sentAt)}</p>
    <ul class="links">${mail.links.map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`).join('')}</ul>
    <iframe title="${escapeHtml(mail.subject)}" sandbox srcdoc="${escapeHtml(mail.html)}"></iframe>
  </article>`;

/** Embedded default only: every mail the site "sent", so a new user can click the activation link without an SMTP server. */
@Controller('dev')
export class DevMailboxController {
  constructor(@Inject(DEV_MAILBOX) private readonly mailbox: DevMailbox) {}

  @ApiOperation({ summary: 'Embedded default only: the mails the site sent (never in production)' })
  @ApiResponse({ status: 200, description: 'HTML page' })
  @Get('mailbox')
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  // The embedded default's own page (never in production): its and the mails' inline styles may apply; scripts still may not run.
  @Header('Content-Security-Policy', "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; script-src 'none'; frame-ancestors 'self'")
  async page(@ValidQuery(devMailboxQuerySchema) { to }: DevMailboxQuery): Promise<string> {
    const mails = await this.mailbox.list({ to: to || undefined });
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev mailbox</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#2d1b3d}
article{border:1px solid #ddd;border-radius:.75rem;padding:1rem;margin:1rem 0}h2{margin:.2rem 0;font-size:1.15rem}
.meta{color:#666;font-size:.85rem}iframe{width:100%;height:22rem;border:1px solid #eee;border-radius:.5rem}a{color:#0a7bc2}</style>
</head><body><h1>Dev mailbox</h1><p>Mails the embedded site sent, newest first (${mails.length}).</p>
${mails.map(renderMail).join('') || '<p>No mails yet.</p>'}</body></html>`;
  }
}
