import type { Infrastructure } from '@dating/platform';
import { compareCheckpoints, ConsumerRunner, loadCheckpoints } from '@dating/platform';
import { assertIdentifier, PROJECTIONS, readModelCheckpoint, sqlProjectionConsumer } from '@dating/projections';
import type { CheckResult, Failure } from './checks.js';

const REBUILT = '__chaos_rebuilt';
export const READ_MODELS_CHECK = 'read models equal to a rebuild from the log';
const LIVE_CATCH_UP_MS = 120_000;
/** base64 of at least IV + tag + one byte: a sealed personal field, opened with a fresh IV each time it is sealed. */
const SEALED = /^[A-Za-z0-9+/]{40,}={0,2}$/;

/** A row as text that two builds of the same read model share: sealed fields compared by presence, not bytes. */
const comparable = (value: unknown): unknown => {
  if (typeof value === 'string') return SEALED.test(value) ? '(sealed)' : value;
  if (Array.isArray(value)) return value.map(comparable);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, nested]) => [key, comparable(nested)]));
  return value;
};

/**
 * Columns the database fills, not the log: a document's write time (the clock) and sequence numbers, which only order
 * rows (PostgreSQL skips the numbers it had cached when it restarts, so a rebuild numbers the same rows differently).
 */
const columnsNotFromTheLog = async (infrastructure: Pick<Infrastructure, 'sql'>, table: string): Promise<Set<string>> => {
  const { rows } = await infrastructure.sql.query<{ column_name: string }>(
    `select column_name from information_schema.columns where table_name = $1 and (is_identity = 'YES' or column_default like 'nextval(%' or (column_name = 'updated_at' and column_default = 'now()'))`,
    [table],
  );
  return new Set(rows.map((row) => row.column_name));
};

const rowsOf = async (infrastructure: Pick<Infrastructure, 'sql'>, table: string, leftOut: ReadonlySet<string>): Promise<string[]> =>
  (await infrastructure.sql.query<{ row: Record<string, unknown> }>(`select to_jsonb(t) as row from ${assertIdentifier(table)} t`)).rows
    .map(({ row }) => JSON.stringify(comparable(Object.fromEntries(Object.entries(row).filter(([column]) => !leftOut.has(column))))))
    .sort();

const primaryKeyOf = async (infrastructure: Pick<Infrastructure, 'sql'>, table: string): Promise<string[]> =>
  (
    await infrastructure.sql.query<{ column_name: string }>(
      `select a.attname as column_name from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
       where i.indrelid = $1::regclass and i.indisprimary`,
      [table],
    )
  ).rows.map((row) => row.column_name);

/**
 * The rows only one side has (a multiset difference both ways). A row both sides hold under one key, with other
 * values, is shown once with the columns that differ: that tells which event the live build applied otherwise.
 */
const differences = (live: readonly string[], rebuilt: readonly string[], key: readonly string[]): string[] => {
  const counts = new Map<string, number>();
  for (const row of live) counts.set(row, (counts.get(row) ?? 0) + 1);
  for (const row of rebuilt) counts.set(row, (counts.get(row) ?? 0) - 1);
  const parsed = (text: string) => JSON.parse(text) as Record<string, unknown>;
  // A table without a key pairs nothing: each row is its own key.
  const keyOf = (text: string) => (key.length ? JSON.stringify(key.map((column) => parsed(text)[column])) : text);
  const onlyRebuilt = new Map([...counts].filter(([, count]) => count < 0).map(([text]) => [keyOf(text), text]));
  const shown = [...counts]
    .filter(([, count]) => count > 0)
    .map(([text]) => {
      const twin = onlyRebuilt.get(keyOf(text));
      if (!twin) return `only live: ${text.slice(0, 300)}`;
      onlyRebuilt.delete(keyOf(text));
      const [row, other] = [parsed(text), parsed(twin)];
      const differing = Object.keys(row).filter((column) => JSON.stringify(row[column]) !== JSON.stringify(other[column]));
      const pick = (side: Record<string, unknown>) => JSON.stringify(Object.fromEntries(differing.map((column) => [column, side[column]])));
      return `${keyOf(text)} live ${pick(row)}, rebuilt ${pick(other)}`;
    });
  return [...shown, ...[...onlyRebuilt.values()].map((text) => `only rebuilt: ${text.slice(0, 300)}`)];
};

/**
 * Every read model, rebuilt from the log from scratch beside the live one, equal to it row for row once the live one
 * has caught up: what the projections processes built through kills, pauses and restarts is what the log says.
 */
export const checkReadModelsRebuilt = async (infrastructure: Pick<Infrastructure, 'sql' | 'eventStore' | 'personalFields'>): Promise<CheckResult> => {
  const { sql, eventStore, personalFields } = infrastructure;
  const failures: Failure[] = [];
  for (const projection of PROJECTIONS) {
    const rebuiltName = `${projection.name}${REBUILT}`;
    const runner = new ConsumerRunner({ store: eventStore, sql, consumer: sqlProjectionConsumer(projection, { personalFields }, REBUILT, rebuiltName), catchUpTimeoutMs: 600_000 });
    await runner.reset();
    // Both at the same position of the log: the sweeps and reactors may still be appending, so the rebuild catches up again.
    const deadline = Date.now() + LIVE_CATCH_UP_MS;
    let reachedAt = 'no common position';
    for (;;) {
      await runner.catchUp();
      const positions = await loadCheckpoints(sql, [readModelCheckpoint(projection), rebuiltName]);
      const live = positions.get(readModelCheckpoint(projection));
      if (live && compareCheckpoints(live, positions.get(rebuiltName)!) === 0) {
        reachedAt = live;
        break;
      }
      if (Date.now() > deadline) {
        failures.push({ kind: 'wrong', text: `${projection.name}: the live read model never reached the position of its rebuild` });
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    for (const table of projection.tables) {
      const leftOut = await columnsNotFromTheLog(infrastructure, table);
      const [live, rebuilt] = [await rowsOf(infrastructure, table, leftOut), await rowsOf(infrastructure, `${table}${REBUILT}`, leftOut)];
      const differing = differences(live, rebuilt, await primaryKeyOf(infrastructure, table));
      // How many rows each side holds, first: a rebuild short of whole members reads otherwise than one off by a column.
      if (differing.length) failures.push({ kind: 'wrong', text: `${table}: ${differing.length} rows differ; live ${live.length} rows, rebuilt ${rebuilt.length}, both at ${reachedAt}` });
      failures.push(...differing.map((difference) => ({ kind: 'wrong' as const, text: `${table} ${difference}` })));
      await sql.query(`drop table if exists ${assertIdentifier(`${table}${REBUILT}`)} cascade`);
    }
    await sql.query('delete from consumer_checkpoints where name = $1', [rebuiltName]);
  }
  return { name: READ_MODELS_CHECK, failures, checked: PROJECTIONS.length };
};
