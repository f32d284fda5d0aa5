import type { Language } from '@dating/domain';
import type { SqlExecutor } from '@dating/platform';

/** What the activation reactor knows of a member, from the member's own events. */
export interface ActivationRecipient {
  readonly memberId: string;
  /** Null once erased or confirmed: the reactor keeps personal data only while it may need it. */
  readonly name: string | null;
  readonly email: string | null;
  readonly language: Language;
  readonly domain: string;
  readonly erased: boolean;
  readonly confirmed: boolean;
}

export const migrateActivationRecipients = async (sql: SqlExecutor): Promise<void> => {
  await sql.query(`CREATE TABLE IF NOT EXISTS activation_recipients (
    member_id text PRIMARY KEY,
    name text,
    email text,
    language text NOT NULL,
    domain text NOT NULL,
    erased boolean NOT NULL,
    confirmed boolean NOT NULL DEFAULT false
  )`);
};

type NewRecipient = Pick<ActivationRecipient, 'memberId' | 'name' | 'email' | 'language' | 'domain' | 'erased'>;

export const saveRecipient = async (tx: SqlExecutor, recipient: NewRecipient): Promise<void> => {
  await tx.query(
    `INSERT INTO activation_recipients (member_id, name, email, language, domain, erased)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (member_id) DO NOTHING`,
    [recipient.memberId, recipient.name, recipient.email, recipient.language, recipient.domain, recipient.erased],
  );
};

export const markRecipientConfirmed = async (tx: SqlExecutor, memberId: string): Promise<void> => {
  await tx.query('UPDATE activation_recipients SET confirmed = true, name = NULL, email = NULL WHERE member_id = $1', [memberId]);
};

export const changeRecipientLanguage = async (tx: SqlExecutor, memberId: string, language: Language): Promise<void> => {
  await tx.query('UPDATE activation_recipients SET language = $2 WHERE member_id = $1', [memberId, language]);
};

/** Only an unconfirmed member's address matters: a confirmed one gets no activation mail. */
export const changeRecipientEmail = async (tx: SqlExecutor, memberId: string, email: string | null): Promise<void> => {
  await tx.query('UPDATE activation_recipients SET email = $2 WHERE member_id = $1 AND NOT confirmed', [memberId, email]);
};

export const forgetRecipient = async (tx: SqlExecutor, memberId: string): Promise<void> => {
  await tx.query('DELETE FROM activation_recipients WHERE member_id = $1', [memberId]);
};

export const findRecipient = async (tx: SqlExecutor, memberId: string): Promise<ActivationRecipient | undefined> => {
  const { rows } = await tx.query<{
    member_id: string;
    name: string | null;
    email: string | null;
    language: Language;
    domain: string;
    erased: boolean;
    confirmed: boolean;
  }>('SELECT * FROM activation_recipients WHERE member_id = $1', [memberId]);
  const row = rows[0];
  return row && { memberId: row.member_id, name: row.name, email: row.email, language: row.language, domain: row.domain, erased: row.erased, confirmed: row.confirmed };
};

export const clearRecipients = async (tx: SqlExecutor): Promise<void> => {
  await tx.query('DELETE FROM activation_recipients');
};
