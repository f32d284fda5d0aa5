import type { SqlExecutor } from '@dating/platform';

/**
 * Which mails went out, by a key naming the mail (e.g. the activation token it carries): a job
 * run again after its mail was sent (a retry, a stalled worker) finds it here and sends nothing.
 */
export interface MailDeliveryRepository {
  wasSent(deliveryKey: string): Promise<boolean>;
  recordSent(deliveryKey: string, sentAt: string): Promise<void>;
}

export const migrateMailDeliveries = async (sql: SqlExecutor): Promise<void> => {
  await sql.query('CREATE TABLE IF NOT EXISTS mail_deliveries (delivery_key text PRIMARY KEY, sent_at timestamptz NOT NULL)');
};

export const sqlMailDeliveries = (sql: SqlExecutor): MailDeliveryRepository => ({
  async wasSent(deliveryKey) {
    const { rows } = await sql.query('SELECT 1 FROM mail_deliveries WHERE delivery_key = $1', [deliveryKey]);
    return rows.length > 0;
  },
  async recordSent(deliveryKey, sentAt) {
    await sql.query('INSERT INTO mail_deliveries (delivery_key, sent_at) VALUES ($1, $2) ON CONFLICT (delivery_key) DO NOTHING', [deliveryKey, sentAt]);
  },
});
