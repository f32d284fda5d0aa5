import { saveCheckpoint, type SqlPort } from '@dating/platform';
import { postgresIsAvailable } from '@dating/platform/testing';
import { BLOCKS_TABLE } from './blocks/blocks.projection.js';
import { MEMBER_SEARCH_TABLE, memberSearchProjection } from './member-search/member-search.projection.js';
import { migrateReadModels } from './read-models.migration.js';
import { useDatabasePerFile } from './testing/database-per-file.js';

const describeWithServices = (await postgresIsAvailable()) ? describe : describe.skip;

describeWithServices(migrateReadModels.name, () => {
  const sqlOfSuite = useDatabasePerFile('read_models', migrateReadModels);
  let sql: SqlPort;
  beforeEach(() => {
    sql = sqlOfSuite();
  });

  const checkpointOf = async (name: string) =>
    (await sql.query<{ checkpoint: string }>('select checkpoint from consumer_checkpoints where name = $1', [name])).rows[0]?.checkpoint;
  const rowsIn = async (table: string) => Number((await sql.query<{ count: string }>(`select count(*) from ${table}`)).rows[0]!.count);
  /** A read model as an installation of an earlier release left it: rows, a checkpoint, and the version it was built by (if any). */
  const builtEarlier = async (table: string, name: string, version: number | null, row: string) => {
    await sql.query(row);
    await sql.transaction((tx) => saveCheckpoint(tx, name, 'somewhere-in-the-log'));
    if (version === null) await sql.query('delete from read_model_versions where name = $1', [name]);
    else await sql.query('update read_model_versions set version = $2 where name = $1', [name, version]);
    expect(await rowsIn(table)).toBe(1);
  };
  const searchRow = `insert into ${MEMBER_SEARCH_TABLE} (member_id, domain, signed_up_at) values ('m-1', 'localhost', now())`;

  it.each([
    ['built by an earlier version', 1],
    ['built before versions were kept', null],
  ])('rebuilds a read model %s from the log, and leaves the others as they are', async (_, version) => {
    expect(memberSearchProjection.version).toBeGreaterThan(1);
    await builtEarlier(MEMBER_SEARCH_TABLE, memberSearchProjection.name, version, searchRow);
    await sql.query(`insert into ${BLOCKS_TABLE} (blocker_id, blocked_id, blocked_at) values ('m-1', 'm-2', now())`);
    await sql.transaction((tx) => saveCheckpoint(tx, 'blocks', 'somewhere-in-the-log'));

    await migrateReadModels(sql);

    expect(await rowsIn(MEMBER_SEARCH_TABLE)).toBe(0);
    expect(await checkpointOf(memberSearchProjection.name)).toBeUndefined();
    expect(await rowsIn(BLOCKS_TABLE)).toBe(1);
    expect(await checkpointOf('blocks')).toBe('somewhere-in-the-log');
  });

  it('keeps a read model built by the current version, however often the site starts', async () => {
    await builtEarlier(MEMBER_SEARCH_TABLE, memberSearchProjection.name, memberSearchProjection.version!, searchRow);
    await migrateReadModels(sql);
    await migrateReadModels(sql);
    expect(await rowsIn(MEMBER_SEARCH_TABLE)).toBe(1);
    expect(await checkpointOf(memberSearchProjection.name)).toBe('somewhere-in-the-log');
  });
});
