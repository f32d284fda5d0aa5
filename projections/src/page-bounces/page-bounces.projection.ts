import { PAGE_BOUNCE_EVENT_TYPES, type PageBounced, type RecordedEvent } from '@dating/domain';
import type { SqlExecutor } from '@dating/platform';
import { assertIdentifier, type SqlProjection } from '../sql-projection/sql-projection.js';

export const PAGE_BOUNCES_TABLE = 'rm_page_bounces';

const migrate = async (tx: SqlExecutor, suffix: string) => {
  const table = assertIdentifier(`${PAGE_BOUNCES_TABLE}${suffix}`);
  // Counts, not visits: a day's line per landing page and traffic source ('' where the visitor came without one).
  await tx.query(
    `create table if not exists ${table} (
      day date not null,
      path text not null,
      network text not null,
      ref text not null,
      bounces integer not null,
      seconds_on_page bigint not null,
      primary key (day, path, network, ref))`,
  );
};

const apply = async (tx: SqlExecutor, recorded: RecordedEvent, suffix: string) => {
  const table = assertIdentifier(`${PAGE_BOUNCES_TABLE}${suffix}`);
  const { data } = recorded as RecordedEvent<PageBounced['data']>;
  await tx.query(
    `insert into ${table} as counted (day, path, network, ref, bounces, seconds_on_page)
      values (($1::timestamptz at time zone 'UTC')::date, $2, $3, $4, 1, $5)
      on conflict (day, path, network, ref) do update set bounces = counted.bounces + 1, seconds_on_page = counted.seconds_on_page + excluded.seconds_on_page`,
    [data.bouncedAt, data.path, data.network ?? '', data.ref ?? '', data.secondsOnPage],
  );
};

/** Bounces of visitors who came with `lb`, per UTC day, landing page and traffic source; read through page-bounces.queries.ts. */
export const pageBouncesProjection: SqlProjection = {
  name: 'page-bounces',
  canHandle: PAGE_BOUNCE_EVENT_TYPES,
  tables: [PAGE_BOUNCES_TABLE],
  migrate,
  apply,
};
