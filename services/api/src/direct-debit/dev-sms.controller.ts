import { Controller, Get, Header, Inject } from '@nestjs/common';
import { ApiOperation, ApiResponse } from '@nestjs/swagger';
import type { DevSmsOutbox, OutboxEntry } from '@dating/platform';

export const DEV_SMS_OUTBOX = Symbol('DEV_SMS_OUTBOX');

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** Embedded default only: the text messages the site "sent" (direct-debit codes), as the dev mailbox shows mails. */
@Controller('dev')
export class DevSmsController {
  constructor(@Inject(DEV_SMS_OUTBOX) private readonly outbox: DevSmsOutbox) {}

  @ApiOperation({ summary: 'Embedded default only: the SMS the site sent (never in production)' })
  @ApiResponse({ status: 200, description: 'HTML page' })
  @Get('sms')
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  @Header('Content-Security-Policy', "default-src 'self'; style-src 'unsafe-inline'; script-src 'none'; frame-ancestors 'none'")
  async page(): Promise<string> {
    const messages = await this.outbox.list();
    const rows = messages
      .map((sms) => `<li><p class="meta">To ${escapeHtml(sms.to)} · ${escapeHtml(sms.sentAt)}</p><p class="text">${escapeHtml(sms.text)}</p></li>`)
      .join('');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev SMS outbox</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#24182e}
ul{list-style:none;padding:0}li{border:1px solid #ccc;border-radius:.75rem;padding:.8rem 1rem;margin:.8rem 0}
.meta{color:#555;font-size:.85rem;margin:0}.text{font-size:1.1rem;margin:.3rem 0 0}</style>
</head><body><main><h1>Dev SMS outbox</h1><p>Text messages the embedded site sent, newest first (${messages.length}).</p>
${rows ? `<ul>${rows}</ul>` : '<p>No messages yet.</p>'}</main></body></html>`;
  }

  @ApiOperation({ summary: 'Embedded default only: the same messages as JSON, for tests' })
  @ApiResponse({ status: 200, description: '{ messages }' })
  @Get('sms.json')
  async list(): Promise<{ messages: OutboxEntry[] }> {
    return { messages: await this.outbox.list() };
  }
}
