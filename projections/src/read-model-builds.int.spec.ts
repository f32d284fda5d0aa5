import { randomUUID } from 'node:crypto';
import { ConsumerRunner, PersonalFieldCipher, PostgresEventStore, SqlKeyStore, type SqlPort } from '@dating/platform';
import { postgresIsAvailable } from '@dating/platform/testing';
import { readModelsCaughtUp, retireReplacedBuilds } from './read-model-builds.js';
import { migrateReadModels } from './read-models.migration.js';
import { readModelCheckpoint, sqlProjectionConsumer, versionedTable, type SqlProjection } from './sql-projection/sql-projection.js';
import { useDatabasePerFile } from './testing/database-per-file.js';

const describeWithServices = (await postgresIsAvailable()) ? describe : describe.skip;

/** A read model as two releases define it: the second adds a column, so its rows no longer fit the first one's table. */
const visitsRelease = (version: number): SqlProjection => {
  const table = versionedTable('rm_visits', version);
  return {
    name: 'visits',
    version,
    canHandle: ['ProfileVisited'],
    tables: [table],
    async migrate(tx, suffix) {
      await tx.query(`create table if not exists ${table}${suffix} (visit_id text primary key${version > 1 ? ', counted boolean not null' : ''})`);
    },
    async apply(tx, event, suffix) {
      const { visitId } = event.data as { visitId: string };
      if (version > 1) await tx.query(`insert into ${table}${suffix} (visit_id, counted) values ($1, true)`, [visitId]);
      else await tx.query(`insert into ${table}${suffix} (visit_id) values ($1)`, [visitId]);
    },
  };
};

describeWithServices('a rolling upgrade of a read model (PostgreSQL)', () => {
  let store: PostgresEventStore;
  let personalFields: PersonalFieldCipher;
  const sqlOfSuite = useDatabasePerFile('read_model_builds', async (sql) => {
    store = new PostgresEventStore(sql);
    await store.migrate();
    const keyStore = new SqlKeyStore(sql, 'read-model-builds-secret');
    await keyStore.migrate();
    personalFields = new PersonalFieldCipher(keyStore);
  });
  let sql: SqlPort;
  beforeEach(() => {
    sql = sqlOfSuite();
  });

  const released = visitsRelease(1);
  const upgraded = visitsRelease(2);
  const projectorOf = (projection: SqlProjection) => new ConsumerRunner({ store, sql, consumer: sqlProjectionConsumer(projection, { personalFields }) });
  const visit = async () => (await store.append(`visit-${randomUUID()}`, [{ id: randomUUID(), type: 'ProfileVisited', data: { visitId: randomUUID() }, metadata: {} }], 'any')).checkpoint;
  const rowsIn = async (table: string) => Number((await sql.query<{ count: string }>(`select count(*) from ${table}`)).rows[0]!.count);
  const tableExists = async (table: string) => (await sql.query<{ present: string | null }>('select to_regclass($1)::text as present', [table])).rows[0]!.present !== null;

  it('builds the new version beside the old one, which keeps serving and following the log; takes over once caught up; drops the old one once nothing runs it', async () => {
    await migrateReadModels(sql, [released]);
    await visit();
    const oldProjector = projectorOf(released);
    await oldProjector.catchUp(await visit());
    expect(await rowsIn('rm_visits')).toBe(2);

    // The new release starts: its build is empty, so its api processes are not ready; the old build is untouched.
    await migrateReadModels(sql, [upgraded]);
    expect(await rowsIn('rm_visits')).toBe(2);
    expect(await rowsIn('rm_visits_v2')).toBe(0);
    expect(await readModelsCaughtUp(sql, await visit(), [upgraded])).toBe(false);
    expect(await retireReplacedBuilds(sql, 0, [upgraded])).toEqual([]);

    // The old release goes on taking in the log (a process of it restarting too), and its api keeps reading it.
    await migrateReadModels(sql, [released]);
    const head = await visit();
    await oldProjector.catchUp(head);
    expect(await rowsIn('rm_visits')).toBe(4);

    const newProjector = projectorOf(upgraded);
    await newProjector.catchUp(head);
    expect(await rowsIn('rm_visits_v2')).toBe(4);
    expect(await readModelsCaughtUp(sql, head, [upgraded])).toBe(true);
    // Caught up for good: a later burst the projector has not taken in yet does not take the api out of service.
    expect(await readModelsCaughtUp(sql, await visit(), [upgraded])).toBe(true);

    // While a process of the old release still runs its projector, or it moved a moment ago, the old build stays.
    oldProjector.start();
    while (!oldProjector.isActive) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await retireReplacedBuilds(sql, 0, [upgraded])).toEqual([]);
    await oldProjector.stop();
    expect(await retireReplacedBuilds(sql, 60_000, [upgraded])).toEqual([]);
    expect(await tableExists('rm_visits')).toBe(true);

    expect(await retireReplacedBuilds(sql, 0, [upgraded])).toEqual([readModelCheckpoint(released)]);
    expect(await tableExists('rm_visits')).toBe(false);
    expect((await sql.query('select 1 from consumer_checkpoints where name = $1', [readModelCheckpoint(released)])).rows).toEqual([]);
    await newProjector.catchUp(await visit());
    expect(await rowsIn('rm_visits_v2')).toBe(6);
    expect((await sql.query<{ checkpoint: string }>('select checkpoint from read_model_builds')).rows).toEqual([{ checkpoint: readModelCheckpoint(upgraded) }]);
  });
});
