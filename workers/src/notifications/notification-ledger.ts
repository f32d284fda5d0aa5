import { batchedPerTurn, type SqlExecutor } from '@dating/platform';

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

interface Claim {
  readonly key: string;
  readonly claimant: string;
  readonly now: Date;
}

interface Sending {
  readonly key: string;
  readonly sentAt: Date;
}

/** In key order: two statements taking the same keys take them one after the other, never each waiting for the other. */
const byKey = <Entry extends { readonly key: string }>(entries: readonly Entry[]): Entry[] => [...entries].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));

/** The claims of one batch in one statement: a key asked twice in it goes to its first claimant. */
const claimAll = async (sql: SqlExecutor, claims: readonly Claim[]): Promise<boolean[]> => {
  const first = new Map<string, Claim>();
  for (const claim of claims) if (!first.has(claim.key)) first.set(claim.key, claim);
  const distinct = byKey([...first.values()]);
  const { rows } = await sql.query<{ delivery_key: string }>(
    `insert into notification_deliveries as ledger (delivery_key, claimed_by, claimed_until)
       select * from unnest($1::text[], $2::text[], $3::timestamptz[])
       on conflict (delivery_key) do update set claimed_by = excluded.claimed_by, claimed_until = excluded.claimed_until
         where ledger.sent_at is null and (ledger.claimed_by = excluded.claimed_by or ledger.claimed_until < excluded.claimed_until - $4::interval)
       returning delivery_key`,
    [distinct.map((claim) => claim.key), distinct.map((claim) => claim.claimant), distinct.map((claim) => new Date(claim.now.getTime() + CLAIM_LEASE_MS)), `${CLAIM_LEASE_MS} milliseconds`],
    { preparedAs: 'notification_deliveries_claim' },
  );
  const claimed = new Set(rows.map((row) => row.delivery_key));
  return claims.map((claim) => claimed.has(claim.key) && first.get(claim.key) === claim);
};

const recordAllSent = async (sql: SqlExecutor, sendings: readonly Sending[]): Promise<void[]> => {
  const sorted = byKey(sendings);
  await sql.query(
    `update notification_deliveries as ledger set sent_at = sent.sent_at
       from unnest($1::text[], $2::timestamptz[]) as sent (delivery_key, sent_at) where ledger.delivery_key = sent.delivery_key`,
    [sorted.map((sending) => sending.key), sorted.map((sending) => sending.sentAt)],
    { preparedAs: 'notification_deliveries_sent' },
  );
  return sendings.map(() => undefined);
};

/** The ledger in PostgreSQL; the claims and records of jobs running side by side go in one statement each. */
export const sqlNotificationLedger = (sql: SqlExecutor): NotificationLedger => {
  const claim = batchedPerTurn((claims: readonly Claim[]) => claimAll(sql, claims));
  const recordSent = batchedPerTurn((sendings: readonly Sending[]) => recordAllSent(sql, sendings));
  return {
    claim: (key, claimant, now) => claim({ key, claimant, now }),
    recordSent: (key, sentAt) => recordSent({ key, sentAt }),
  };
};
