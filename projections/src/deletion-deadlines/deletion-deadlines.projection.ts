import type { AccountDeletionRequested, AccountErased, AccountReactivated, RecordedEvent } from '@dating/domain';
import type { SqlExecutor } from '@dating/platform';
import { assertIdentifier, type SqlProjection } from '../sql-projection/sql-projection.js';

export const DELETION_DEADLINES_TABLE = 'deletion_deadlines';

type DeadlineEvent = AccountDeletionRequested | AccountReactivated | AccountErased;

/** A member whose final deletion is due at `final_deletion_at`. */
export interface DeletionDeadline {
  readonly memberId: string;
  readonly finalDeletionAt: Date;
}

const canHandle: readonly DeadlineEvent['type'][] = ['AccountDeletionRequested', 'AccountReactivated', 'AccountErased'];

const migrate = async (tx: SqlExecutor, suffix: string) => {
  const table = assertIdentifier(`${DELETION_DEADLINES_TABLE}${suffix}`);
  await tx.query(`create table if not exists ${table} (member_id text primary key, final_deletion_at timestamptz not null)`);
  // The sweeper asks for the earliest due deadlines on every round.
  await tx.query(`create index if not exists ${table}_due on ${table} (final_deletion_at)`);
};

const apply = async (tx: SqlExecutor, recorded: RecordedEvent, suffix: string) => {
  const table = assertIdentifier(`${DELETION_DEADLINES_TABLE}${suffix}`);
  const event = { type: recorded.type, data: recorded.data } as DeadlineEvent;
  switch (event.type) {
    case 'AccountDeletionRequested':
      await tx.query(
        `insert into ${table} (member_id, final_deletion_at) values ($1, $2)
         on conflict (member_id) do update set final_deletion_at = excluded.final_deletion_at`,
        [event.data.memberId, event.data.finalDeletionAt],
      );
      return;
    case 'AccountReactivated':
    case 'AccountErased':
      await tx.query(`delete from ${table} where member_id = $1`, [event.data.memberId]);
      return;
  }
};

/**
 * The durable timer of final deletion: one row per account waiting to be erased. Rebuilt from the log like every
 * read model, so a lost table or a restart forgets no deadline; the erasure sweeper (workers) reads it.
 */
export const deletionDeadlinesProjection: SqlProjection = {
  name: 'deletion-deadlines',
  canHandle,
  tables: [DELETION_DEADLINES_TABLE],
  migrate,
  apply,
};

/** Deadlines due at `now`, earliest first. */
export const dueDeletionDeadlines = async (sql: SqlExecutor, now: Date, limit: number): Promise<DeletionDeadline[]> => {
  const { rows } = await sql.query<{ member_id: string; final_deletion_at: Date | string }>(
    `select member_id, final_deletion_at from ${DELETION_DEADLINES_TABLE} where final_deletion_at <= $1 order by final_deletion_at, member_id limit $2`,
    [now.toISOString(), limit],
  );
  return rows.map((row) => ({ memberId: row.member_id, finalDeletionAt: new Date(row.final_deletion_at) }));
};
