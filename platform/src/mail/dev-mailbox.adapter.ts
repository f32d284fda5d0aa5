import type { PersonalFieldCipher } from '../crypto-shredding/personal-field-cipher.js';
import type { SqlExecutor } from '../sql/sql.port.js';
import type { Mailer, OutgoingMail } from './mailer.port.js';

export interface MailboxEntry {
  readonly id: string;
  readonly from: string;
  readonly to: string;
  readonly subject: string;
  readonly html: string;
  readonly text: string;
  /** Extra header fields as sent (a notification mail's unsubscribe headers); absent on mails without any. */
  readonly headers?: Readonly<Record<string, string>>;
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
// Mails are opened a page at a time: the recipient is sealed, so a filter by address runs after opening.
const PAGE = 200;

export const migrateDevMailbox = async (sql: SqlExecutor): Promise<void> => {
  // A mailbox from before mails were sealed holds addresses, names and links in clear: it goes, mails and all.
  const { rows } = await sql.query(
    `SELECT 1 FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'dev_mailbox' AND column_name = 'recipient'`,
  );
  if (rows.length) await sql.query('DROP TABLE dev_mailbox');
  await sql.query(`CREATE TABLE IF NOT EXISTS dev_mailbox (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    data_subject_id text NOT NULL,
    sealed_mail text NOT NULL,
    sent_at timestamptz NOT NULL DEFAULT now()
  )`);
};

const HREF = /href\s*=\s*"([^"]*)"/gi;
const HTML_ENTITIES: Readonly<Record<string, string>> = { '&amp;': '&', '&quot;': '"', '&#39;': "'", '&lt;': '<', '&gt;': '>' };

/** Every distinct link of an HTML mail, in order of first appearance (a button and its written-out fallback count once). */
export const extractLinks = (html: string): string[] => [
  ...new Set([...html.matchAll(HREF)].map((match) => (match[1] ?? '').replace(/&(amp|quot|#39|lt|gt);/g, (entity) => HTML_ENTITIES[entity] ?? entity))),
];

/** What is sealed of each mail: all of it but who holds the key. */
type KeptMail = Omit<MailboxEntry, 'id' | 'sentAt'>;

interface MailboxRow {
  id: string | number;
  data_subject_id: string;
  sealed_mail: string;
  sent_at: Date | string;
}

/**
 * The embedded default's mailer: keeps every mail in `dev_mailbox` instead of delivering it, so a new user can open
 * the activation link from the /dev/mailbox page, even after a restart. Each mail is sealed with its recipient's key
 * (it holds their address, name and links) and opened when listed; once that key is destroyed the mail is gone.
 */
export class DevMailbox implements Mailer {
  constructor(
    private readonly sql: SqlExecutor,
    private readonly cipher: PersonalFieldCipher,
  ) {}

  async send({ dataSubjectId, ...mail }: OutgoingMail): Promise<void> {
    const kept: KeptMail = { ...mail, links: extractLinks(mail.html) };
    const sealed = await this.cipher.seal(dataSubjectId, JSON.stringify(kept));
    // The recipient is erased: a mail nobody may read is not kept.
    if (sealed === null) return;
    await this.sql.query('INSERT INTO dev_mailbox (data_subject_id, sealed_mail) VALUES ($1, $2)', [dataSubjectId, sealed]);
  }

  /** Newest first. */
  async list(query: MailboxQuery = {}): Promise<MailboxEntry[]> {
    const limit = query.limit ?? DEFAULT_LIST_LIMIT;
    const found: MailboxEntry[] = [];
    for await (const mail of this.readableMails()) {
      if (query.to && !sameAddress(mail.to, query.to)) continue;
      found.push(mail);
      if (found.length >= limit) break;
    }
    return found;
  }

  /** Newest first, every mail whose key still exists, opened. */
  private async *readableMails(): AsyncGenerator<MailboxEntry> {
    let before: string | null = null;
    for (;;) {
      const { rows }: { rows: MailboxRow[] } = await this.sql.query<MailboxRow>(
        'SELECT id, data_subject_id, sealed_mail, sent_at FROM dev_mailbox WHERE ($1::bigint IS NULL OR id < $1) ORDER BY id DESC LIMIT $2',
        [before, PAGE],
      );
      if (!rows.length) return;
      const opened = await this.cipher.openAll(rows.map((row) => ({ subjectId: row.data_subject_id, sealed: row.sealed_mail })));
      for (const [index, row] of rows.entries()) {
        const mail = opened[index];
        if (mail) yield { id: String(row.id), ...(JSON.parse(mail) as KeptMail), sentAt: new Date(row.sent_at).toISOString() };
      }
      before = String(rows.at(-1)!.id);
    }
  }
}

const sameAddress = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();
