import { migrateConsumerCheckpoints, saveCheckpoint, type SqlPort } from '@dating/platform';
import { postgresIsAvailable } from '@dating/platform/testing';
import { BLOCKS_TABLE } from './blocks/blocks.projection.js';
import { MEMBER_SEARCH_TABLE, memberSearchProjection } from './member-search/member-search.projection.js';
import { migrateReadModels } from './read-models.migration.js';
import { readModelCheckpoint } from './sql-projection/sql-projection.js';
import { useDatabasePerFile } from './testing/database-per-file.js';

const describeWithServices = (await postgresIsAvailable()) ? describe : describe.skip;

describeWithServices(migrateReadModels.name, () => {
  const sqlOfSuite = useDatabasePerFile('read_models', async (sql) => {
    await sql.transaction(migrateConsumerCheckpoints);
  });
  let sql: SqlPort;
  beforeEach(() => {
    sql = sqlOfSuite();
  });

  const checkpointOf = async (name: string) =>
    (await sql.query<{ checkpoint: string }>('select checkpoint from consumer_checkpoints where name = $1', [name])).rows[0]?.checkpoint;
  const rowsIn = async (table: string) => Number((await sql.query<{ count: string }>(`select count(*) from ${table}`)).rows[0]!.count);
  const builds = async () =>
    (await sql.query<{ checkpoint: string; version: number; tables: string[]; caught_up: boolean }>(
      `select checkpoint, version, tables, caught_up_at is not null as caught_up from read_model_builds where projection = $1 order by checkpoint`,
      [memberSearchProjection.name],
    )).rows;

  it.each([
    ['that wrote its version', 2],
    ['from before versions were kept', null],
  ])('builds a new version of a read model beside the one a release %s built, which keeps its rows and checkpoint', async (_, version) => {
    // The release before: its tables without a version in their name, under the projection's own checkpoint.
    await sql.query('create table rm_member_search (member_id text primary key)');
    await sql.query(`insert into rm_member_search values ('m-1')`);
    await sql.transaction((tx) => saveCheckpoint(tx, memberSearchProjection.name, 'somewhere-in-the-log'));
    if (version !== null) {
      await sql.query('create table read_model_versions (name text primary key, version integer not null)');
      await sql.query('insert into read_model_versions values ($1, $2)', [memberSearchProjection.name, version]);
    }

    await migrateReadModels(sql);

    expect(MEMBER_SEARCH_TABLE).not.toBe('rm_member_search');
    expect(await rowsIn('rm_member_search')).toBe(1);
    expect(await checkpointOf(memberSearchProjection.name)).toBe('somewhere-in-the-log');
    expect(await rowsIn(MEMBER_SEARCH_TABLE)).toBe(0);
    expect(await builds()).toEqual([
      { checkpoint: memberSearchProjection.name, version: version ?? 1, tables: ['rm_member_search'], caught_up: true },
      { checkpoint: readModelCheckpoint(memberSearchProjection), version: memberSearchProjection.version, tables: [MEMBER_SEARCH_TABLE], caught_up: false },
    ]);
  });

  it('keeps the read models built by the current version, however often the site starts', async () => {
    await migrateReadModels(sql);
    await sql.query(`insert into ${MEMBER_SEARCH_TABLE} (member_id, domain, signed_up_at) values ('m-1', 'localhost', now())`);
    await sql.query(`insert into ${BLOCKS_TABLE} (blocker_id, blocked_id, blocked_at) values ('m-1', 'm-2', now())`);
    await sql.transaction((tx) => saveCheckpoint(tx, readModelCheckpoint(memberSearchProjection), 'somewhere-in-the-log'));
    await migrateReadModels(sql);
    await migrateReadModels(sql);
    expect(await rowsIn(MEMBER_SEARCH_TABLE)).toBe(1);
    expect(await rowsIn(BLOCKS_TABLE)).toBe(1);
    expect(await checkpointOf(readModelCheckpoint(memberSearchProjection))).toBe('somewhere-in-the-log');
    expect(await builds()).toHaveLength(1);
  });
});
