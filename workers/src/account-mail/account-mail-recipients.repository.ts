import type { Language } from '@dating/domain';
import type { SqlExecutor } from '@dating/platform';

/**
 * What the account-mail reactor knows of a member, from the member's own events: enough to address
 * a mail. Demo members and members whose personal data is erased have no row: they get no mail.
 */
export interface AccountMailRecipient {
  readonly memberId: string;
  readonly name: string;
  /** The current address; null once an address change arrived erased. */
  readonly email: string | null;
  readonly language: Language;
  readonly domain: string;
  /** The current address hard-bounced: the mailbox is known not to exist. */
  readonly bounced: boolean;
}

export const migrateAccountMailRecipients = async (sql: SqlExecutor): Promise<void> => {
  await sql.query(`CREATE TABLE IF NOT EXISTS account_mail_recipients (
    member_id text PRIMARY KEY,
    name text NOT NULL,
    email text,
    language text NOT NULL,
    domain text NOT NULL,
    bounced boolean NOT NULL DEFAULT false
  )`);
};

type NewRecipient = Omit<AccountMailRecipient, 'bounced'>;

export const saveAccountMailRecipient = async (tx: SqlExecutor, recipient: NewRecipient): Promise<void> => {
  await tx.query(
    `INSERT INTO account_mail_recipients (member_id, name, email, language, domain)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (member_id) DO NOTHING`,
    [recipient.memberId, recipient.name, recipient.email, recipient.language, recipient.domain],
  );
};

/** A new address is a new chance for mail to arrive: a bounce was about the old one. */
export const changeAccountMailAddress = async (tx: SqlExecutor, memberId: string, email: string | null): Promise<void> => {
  await tx.query('UPDATE account_mail_recipients SET email = $2, bounced = false WHERE member_id = $1', [memberId, email]);
};

export const changeAccountMailLanguage = async (tx: SqlExecutor, memberId: string, language: Language): Promise<void> => {
  await tx.query('UPDATE account_mail_recipients SET language = $2 WHERE member_id = $1', [memberId, language]);
};

export const markAccountMailBounced = async (tx: SqlExecutor, memberId: string, bounced: boolean): Promise<void> => {
  await tx.query('UPDATE account_mail_recipients SET bounced = $2 WHERE member_id = $1', [memberId, bounced]);
};

export const findAccountMailRecipient = async (tx: SqlExecutor, memberId: string): Promise<AccountMailRecipient | undefined> => {
  const { rows } = await tx.query<{ member_id: string; name: string; email: string | null; language: Language; domain: string; bounced: boolean }>(
    'SELECT member_id, name, email, language, domain, bounced FROM account_mail_recipients WHERE member_id = $1',
    [memberId],
  );
  const row = rows[0];
  return row && { memberId: row.member_id, name: row.name, email: row.email, language: row.language, domain: row.domain, bounced: row.bounced };
};

export const forgetAccountMailRecipient = async (tx: SqlExecutor, memberId: string): Promise<void> => {
  await tx.query('DELETE FROM account_mail_recipients WHERE member_id = $1', [memberId]);
};

export const clearAccountMailRecipients = async (tx: SqlExecutor): Promise<void> => {
  await tx.query('DELETE FROM account_mail_recipients');
};
