import type { SqlExecutor } from '@dating/platform';

/**
 * What each notice went out by, keyed by the notice and its channel. Two jobs may tell one notice at once (two messages
 * of one streak, a job and its stalled twin): the first to claim a key sends, the others leave it to that one. A claim
 * lasts a lease, so a claimant that died mid-send is replaced by the next run of any job about the notice.
 */
export interface NotificationLedger {
  /** Whether `claimant` may send under `key` now: it was not sent, and nobody else holds it. */
  claim(key: string, claimant: string, now: Date): Promise<boolean>;
  recordSent(key: string, sentAt: Date): Promise<void>;
}

/** Longer than any push or SMTP exchange, shorter than the queue's later retries. */
const CLAIM_LEASE_MS = 2 * 60_000;

export const migrateNotificationLedger = async (sql: SqlExecutor): Promise<void> => {
  await sql.query(
    `create table if not exists notification_deliveries (delivery_key text primary key, claimed_by text not null, claimed_until timestamptz not null, sent_at timestamptz)`,
  );
};

export const sqlNotificationLedger = (sql: SqlExecutor): NotificationLedger => ({
  async claim(key, claimant, now) {
    const { rows } = await sql.query(
      `insert into notification_deliveries as ledger (delivery_key, claimed_by, claimed_until) values ($1, $2, $3)
        on conflict (delivery_key) do update set claimed_by = excluded.claimed_by, claimed_until = excluded.claimed_until
          where ledger.sent_at is null and (ledger.claimed_by = excluded.claimed_by or ledger.claimed_until < $4)
        returning 1`,
      [key, claimant, new Date(now.getTime() + CLAIM_LEASE_MS), now],
    );
    return rows.length > 0;
  },
  async recordSent(key, sentAt) {
    await sql.query('update notification_deliveries set sent_at = $2 where delivery_key = $1', [key, sentAt]);
  },
});
