const HTML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** For text and attribute values: member data (a name) may contain anything. */
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);

// Theme colours of the site (spec: primary light blue); inline styles because mail clients drop <style>.
const BUTTON_STYLE =
  'display:inline-block;padding:12px 28px;border-radius:6px;background:#3fa9f5;color:#ffffff;font-weight:bold;text-decoration:none';
const PARAGRAPH_STYLE = 'margin:0 0 16px;font-size:16px;line-height:1.5;color:#222222';
const SMALL_STYLE = 'margin:0 0 12px;font-size:13px;line-height:1.5;color:#666666';
const FOOTER_STYLE = 'margin:24px 0 0;padding-top:16px;border-top:1px solid #e3e6ea;font-size:12px;line-height:1.5;color:#666666';

/** A block of the mail body; text is escaped here, never by the caller. */
export type MailBlock =
  | { readonly kind: 'paragraph'; readonly text: string }
  | { readonly kind: 'button'; readonly label: string; readonly href: string }
  /** For clients that hide the button: the same link, written out. Plain text has it already. */
  | { readonly kind: 'buttonFallback'; readonly text: string; readonly href: string }
  | { readonly kind: 'note'; readonly text: string }
  /** Why the member gets the mail, with the link that stops it (a notification mail's unsubscribe page). */
  | { readonly kind: 'footer'; readonly text: string; readonly linkLabel: string; readonly href: string };

const blockHtml = (block: MailBlock): string => {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="${PARAGRAPH_STYLE}">${escapeHtml(block.text)}</p>`;
    case 'button':
      return `<p style="margin:24px 0;text-align:center"><a href="${escapeHtml(block.href)}" style="${BUTTON_STYLE}">${escapeHtml(block.label)}</a></p>`;
    case 'buttonFallback': {
      const href = escapeHtml(block.href);
      return `<p style="${SMALL_STYLE}">${escapeHtml(block.text)}<br><a href="${href}" style="color:#3fa9f5;word-break:break-all">${href}</a></p>`;
    }
    case 'note':
      return `<p style="${SMALL_STYLE}">${escapeHtml(block.text)}</p>`;
    case 'footer':
      return `<p style="${FOOTER_STYLE}">${escapeHtml(block.text)} <a href="${escapeHtml(block.href)}" style="color:#666666;text-decoration:underline">${escapeHtml(block.linkLabel)}</a></p>`;
  }
};

/** A complete, mail-client-friendly HTML document. */
export const renderMailHtml = (language: string, title: string, blocks: readonly MailBlock[]): string =>
  [
    `<!doctype html><html lang="${escapeHtml(language)}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width,initial-scale=1">',
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="margin:0;padding:24px 12px;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif">',
    '<div style="max-width:560px;margin:0 auto;padding:32px 28px;background:#ffffff;border-radius:8px">',
    ...blocks.map(blockHtml),
    '</div></body></html>',
  ].join('');

const blockText = (block: MailBlock): string | undefined => {
  switch (block.kind) {
    case 'paragraph':
    case 'note':
      return block.text;
    case 'button':
      return `${block.label}:\n${block.href}`;
    case 'footer':
      return `${block.text}\n${block.linkLabel}:\n${block.href}`;
    case 'buttonFallback':
      return undefined;
  }
};

/** The plain-text part: the same blocks, a link on its own line so every client makes it clickable. */
export const renderMailText = (blocks: readonly MailBlock[]): string =>
  `${blocks
    .map(blockText)
    .filter((text) => text !== undefined)
    .join('\n\n')}\n`;

export interface RenderedMail {
  readonly subject: string;
  readonly html: string;
  readonly text: string;
  /** Extra header fields the mail is sent with (a notification mail's one-click unsubscribe). */
  readonly headers?: Readonly<Record<string, string>>;
}

/** Subject, HTML and plain text of one mail from its blocks. */
export const renderMail = (language: string, subject: string, blocks: readonly MailBlock[]): RenderedMail => ({
  subject,
  html: renderMailHtml(language, subject, blocks),
  text: renderMailText(blocks),
});

/** A button with its written-out fallback link: every mail with a link shows it both ways. */
export const linkBlocks = (label: string, fallbackText: string, href: string): MailBlock[] => [
  { kind: 'button', label, href },
  { kind: 'buttonFallback', text: fallbackText, href },
];
