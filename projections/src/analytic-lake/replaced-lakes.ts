import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { migrateConsumerCheckpoints, NOT_ACQUIRED, whileLocked, type SqlPort } from '@dating/platform';
import { ANALYTIC_LAKE_NAME, ANALYTIC_LAKE_VERSION } from './analytic-lake.consumer.js';

const OLDER_LAKE = new RegExp(`^${ANALYTIC_LAKE_NAME}-v(\\d+)$`);

/**
 * Removes the lakes of earlier versions (their folders under `lakeDir`, the rows that list their files and their
 * checkpoints) once nothing has written them for `idleMs`: an upgrade that raised the version writes the lake again
 * into a folder of its own, and the old one would otherwise stay beside it for good, a whole second copy of the lake.
 * Each goes under its writer's lock, so a process of the release before that still writes it keeps it; `idleMs`
 * leaves that release's readers (its insights page) time to go too. Returns the names of the lakes removed.
 */
export const retireReplacedLakes = async (sql: SqlPort, lakeDir: string, idleMs: number): Promise<string[]> => {
  await migrateConsumerCheckpoints(sql);
  const { rows } = await sql.query<{ name: string }>(
    'select name from consumer_checkpoints where name like $1 and updated_at < now() - make_interval(secs => $2)',
    [`${ANALYTIC_LAKE_NAME}-v%`, idleMs / 1_000],
  );
  const retired: string[] = [];
  for (const { name } of rows) {
    const version = Number(OLDER_LAKE.exec(name)?.[1]);
    if (!(version < ANALYTIC_LAKE_VERSION)) continue;
    const removed = await whileLocked(sql, name, async (_probe, connection) => {
      // The files first: a crash after them leaves the rows, and the next look removes what is left.
      await rm(join(lakeDir, `v${version}`), { recursive: true, force: true });
      await connection.transaction(async (tx) => {
        if ((await tx.query<{ present: string | null }>(`select to_regclass('analytic_lake_files')::text as present`)).rows[0]?.present) {
          await tx.query('delete from analytic_lake_files where lake = $1', [name]);
        }
        await tx.query('delete from consumer_checkpoints where name = $1', [name]);
      });
    });
    if (removed !== NOT_ACQUIRED) retired.push(name);
  }
  return retired;
};
