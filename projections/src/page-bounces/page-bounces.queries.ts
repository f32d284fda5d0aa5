import type { PageBouncesView } from '@dating/domain';
import type { SqlExecutor } from '@dating/platform';
import { PAGE_BOUNCES_TABLE } from './page-bounces.projection.js';

/** More lines than a person reads: a report of a longer range is asked for in parts. */
export const PAGE_BOUNCES_REPORT_LIMIT = 1_000;

/** The bounces of the days `from` to `to` (UTC, both included), newest day first, the most bounced page first within a day. */
export const pageBouncesBetween = async (sql: SqlExecutor, from: string, to: string): Promise<PageBouncesView[]> => {
  const { rows } = await sql.query<{ day: string; path: string; network: string; ref: string; bounces: number; average: number }>(
    `select to_char(day, 'YYYY-MM-DD') as day, path, network, ref, bounces, round(seconds_on_page::numeric / bounces)::int as average
      from ${PAGE_BOUNCES_TABLE} where day between $1::date and $2::date
      order by day desc, bounces desc, path, network, ref limit $3`,
    [from, to, PAGE_BOUNCES_REPORT_LIMIT],
  );
  return rows.map((row) => ({
    day: row.day,
    path: row.path,
    network: row.network || null,
    ref: row.ref || null,
    bounces: row.bounces,
    average_seconds_on_page: row.average,
  }));
};
