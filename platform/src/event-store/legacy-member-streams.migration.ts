import { SPLIT_MEMBER_STREAM_PREFIXES } from '@dating/domain';
import type { SqlPort } from '../sql/sql.port.js';

// Arbitrary, fixed: one process at a time rewrites stream ids.
const SPLIT_LOCK = 7_164_551_003;
const SPLIT_MIGRATION = 'split-member-streams';
/** A registration stream: `member-` and a member id, nothing else (the newer member streams have a word between). */
const REGISTRATION_STREAM = '^member-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
// Versions are first moved out of the way, so renumbering never meets a version it has not moved yet.
const PARKED = 1_000_000_000;

/**
 * Logs written before the member was split into four aggregates keep every member event in `member-<id>`. This moves
 * each event that is not the registration's into the stream it belongs to now, keeping its id, data, transaction and
 * position (so consumers' checkpoints and read models stay valid), and renumbers versions without gaps. It runs
 * once per log (recorded in `es_migrations`), before any role starts (PostgreSQL and PGlite stores).
 */
export const splitLegacyMemberStreams = (sql: SqlPort): Promise<number> =>
  sql.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [SPLIT_LOCK]);
    const { rows: present } = await tx.query<{ table: string | null }>(`select to_regclass('es_events')::text as table`);
    if (!present[0]?.table) return 0;
    // Looking for legacy events scans the whole log: once the split is done, later starts skip it.
    await tx.query('create table if not exists es_migrations (name text primary key, done_at timestamptz not null default now())');
    const { rows: done } = await tx.query('select 1 from es_migrations where name = $1', [SPLIT_MIGRATION]);
    if (done.length > 0) return 0;
    await tx.query('insert into es_migrations (name) values ($1)', [SPLIT_MIGRATION]);
    const routes = JSON.stringify(SPLIT_MEMBER_STREAM_PREFIXES);
    const { rows: legacy } = await tx.query<{ stream_id: string }>(
      `select distinct stream_id from es_events where stream_id ~ $2 and $1::jsonb ? type`,
      [routes, REGISTRATION_STREAM],
    );
    if (!legacy.length) return 0;
    await tx.query(
      `update es_events e set stream_id = m.new_stream, stream_version = m.new_version + $3
       from (
         select global_position,
                ($1::jsonb ->> type) || substring(stream_id from 8) as new_stream,
                row_number() over (partition by ($1::jsonb ->> type) || substring(stream_id from 8) order by stream_version) as new_version
         from es_events
         where stream_id = any($2::text[]) and $1::jsonb ? type
       ) m
       where e.global_position = m.global_position`,
      [routes, legacy.map((row) => row.stream_id), PARKED],
    );
    await tx.query('update es_events set stream_version = stream_version + $2 where stream_id = any($1::text[])', [
      legacy.map((row) => row.stream_id),
      PARKED,
    ]);
    // Every stream touched (the registrations left with gaps, the new ones) is parked; now it gets versions 1, 2, 3...
    await tx.query(
      `update es_events e set stream_version = n.version
       from (select global_position, row_number() over (partition by stream_id order by stream_version) as version
             from es_events where stream_version > $1) n
       where e.global_position = n.global_position`,
      [PARKED],
    );
    return legacy.length;
  });
