import type { PersonalFieldCipher } from '../crypto-shredding/personal-field-cipher.js';
import type { SqlExecutor } from '../sql/sql.port.js';
import type { OutgoingSms, SmsSender } from './sms-sender.port.js';

export interface OutboxEntry {
  readonly to: string;
  readonly text: string;
  readonly sentAt: string;
}

export const migrateDevSmsOutbox = async (sql: SqlExecutor): Promise<void> => {
  await sql.query(`CREATE TABLE IF NOT EXISTS dev_sms_outbox (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    data_subject_id text NOT NULL,
    sealed_sms text NOT NULL,
    sent_at timestamptz NOT NULL DEFAULT now()
  )`);
};

const LIST_LIMIT = 50;

/**
 * The embedded default's SMS gateway: keeps each message (number and text, sealed with the member's key) instead of
 * sending it, so a new user can read the code on the /dev/sms page.
 */
export class DevSmsOutbox implements SmsSender {
  constructor(
    private readonly sql: SqlExecutor,
    private readonly cipher: PersonalFieldCipher,
  ) {}

  async send({ dataSubjectId, to, text }: OutgoingSms): Promise<void> {
    const sealed = await this.cipher.seal(dataSubjectId, JSON.stringify({ to, text }));
    if (sealed === null) return;
    await this.sql.query('INSERT INTO dev_sms_outbox (data_subject_id, sealed_sms) VALUES ($1, $2)', [dataSubjectId, sealed]);
  }

  /** The latest messages, newest first; those whose member was erased are gone. */
  async list(): Promise<OutboxEntry[]> {
    const { rows } = await this.sql.query<{ data_subject_id: string; sealed_sms: string; sent_at: Date | string }>(
      'SELECT data_subject_id, sealed_sms, sent_at FROM dev_sms_outbox ORDER BY id DESC LIMIT $1',
      [LIST_LIMIT],
    );
    const opened = await this.cipher.openAll(rows.map((row) => ({ subjectId: row.data_subject_id, sealed: row.sealed_sms })));
    return rows.flatMap((row, index) => {
      const sms = opened[index];
      return sms ? [{ ...(JSON.parse(sms) as { to: string; text: string }), sentAt: new Date(row.sent_at).toISOString() }] : [];
    });
  }
}
