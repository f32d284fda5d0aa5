import type { SqlExecutor } from '../sql/sql.port.js';
import type { Mailer, OutgoingMail } from './mailer.port.js';

export interface MailboxEntry {
  readonly id: string;
  readonly from: string;
  readonly to: string;
  readonly subject: string;
  readonly html: string;
  readonly text: string;
  /** The distinct links of the HTML part, in order: what a tester clicks. */
  readonly links: string[];
  readonly sentAt: string;
}

export interface MailboxQuery {
  /** Only mails to this address (compared case-insensitively). */
  readonly to?: string;
  readonly limit?: number;
}

const DEFAULT_LIST_LIMIT = 100;

export const migrateDevMailbox = async (sql: SqlExecutor): Promise<void> => {
  await sql.query(`CREATE TABLE IF NOT EXISTS dev_mailbox (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    sender text NOT NULL,
    recipient text NOT NULL,
    subject text NOT NULL,
    html text NOT NULL,
    body_text text NOT NULL,
    links jsonb NOT NULL,
    sent_at timestamptz NOT NULL DEFAULT now()
  )`);
  await sql.query('CREATE INDEX IF NOT EXISTS dev_mailbox_recipient ON dev_mailbox (lower(recipient), id)');
};

const HREF = /href\s*=\s*"([^"]*)"/gi;
const HTML_ENTITIES: Readonly<Record<string, string>> = { '&amp;': '&', '&quot;': '"', '&#39;': "'", '&lt;': '<', '&gt;': '>' };

/** Every distinct link of an HTML mail, in order of first appearance (a button and its written-out fallback count once). */
export const extractLinks = (html: string): string[] => [
  ...new Set([...html.matchAll(HREF)].map((match) => (match[1] ?? '').replace(/&(amp|quot|#39|lt|gt);/g, (entity) => HTML_ENTITIES[entity] ?? entity))),
];

interface MailboxRow {
  id: string | number;
  sender: string;
  recipient: string;
  subject: string;
  html: string;
  body_text: string;
  links: string[];
  sent_at: Date | string;
}

/**
 * The embedded default's mailer: keeps every mail in `dev_mailbox` instead of delivering it, so a
 * new user can open the activation link from the /dev/mailbox page, even after a restart.
 */
export class DevMailbox implements Mailer {
  constructor(private readonly sql: SqlExecutor) {}

  async send(mail: OutgoingMail): Promise<void> {
    await this.sql.query(
      'INSERT INTO dev_mailbox (sender, recipient, subject, html, body_text, links) VALUES ($1, $2, $3, $4, $5, $6)',
      [mail.from, mail.to, mail.subject, mail.html, mail.text, JSON.stringify(extractLinks(mail.html))],
    );
  }

  /** Newest first. */
  async list(query: MailboxQuery = {}): Promise<MailboxEntry[]> {
    const limit = query.limit ?? DEFAULT_LIST_LIMIT;
    const { rows } = query.to
      ? await this.sql.query<MailboxRow>('SELECT * FROM dev_mailbox WHERE lower(recipient) = lower($1) ORDER BY id DESC LIMIT $2', [query.to, limit])
      : await this.sql.query<MailboxRow>('SELECT * FROM dev_mailbox ORDER BY id DESC LIMIT $1', [limit]);
    return rows.map(toEntry);
  }

  /** Final deletion of an account: its mails go too (they hold the name and the address). */
  async forgetMailTo(addresses: readonly string[]): Promise<void> {
    if (!addresses.length) return;
    await this.sql.query('DELETE FROM dev_mailbox WHERE lower(recipient) = ANY($1::text[])', [addresses.map((address) => address.toLowerCase())]);
  }
}

const toEntry = (row: MailboxRow): MailboxEntry => ({
  id: String(row.id),
  from: row.sender,
  to: row.recipient,
  subject: row.subject,
  html: row.html,
  text: row.body_text,
  links: row.links,
  sentAt: new Date(row.sent_at).toISOString(),
});
