import { createPostgresSql, migrateConsumerCheckpoints, saveCheckpoint, type SqlExecutor, type SqlPort } from '@dating/platform';
import { createTestDatabase, postgresIsAvailable, type TestDatabase } from '@dating/platform/testing';
import { checkpointOfReadModel } from './projections.js';
import { readModelsProgress } from './read-models-reached.js';

const describeWithServices = (await postgresIsAvailable()) ? describe : describe.skip;

describeWithServices('readModelsProgress (PostgreSQL)', () => {
  let database: TestDatabase;
  let sql: SqlPort;
  let lookups: number;
  let clock: number;
  /** The checkpoints as two read models keep them, each look at them counted. */
  const reachedBy = () => {
    const counted: SqlExecutor = { query: <Row>(text: string, params?: readonly unknown[]) => ((lookups += 1), sql.query<Row>(text, params)) };
    return readModelsProgress(counted, ['contacts', 'chats'], () => clock);
  };
  // The read models are named as the site names them; their checkpoints are those of this release's builds.
  const at = (name: string, checkpoint: string) => sql.transaction((tx) => saveCheckpoint(tx, checkpointOfReadModel(name), checkpoint));

  beforeAll(async () => {
    database = await createTestDatabase('read_models_progress');
    sql = createPostgresSql(database.url);
    await migrateConsumerCheckpoints(sql);
  });
  beforeEach(async () => {
    lookups = 0;
    clock = 0;
    await sql.query('delete from consumer_checkpoints');
  });
  afterAll(async () => {
    await sql?.close();
    await database?.drop();
  });

  it('says a checkpoint is reached once the slowest of the read models took it in', async () => {
    const reached = reachedBy();
    await at('contacts', '000000000009');
    await at('chats', '000000000005');

    expect(await reached('000000000007')).toBe(false);
    await at('chats', '000000000008');
    expect(await reached('000000000007')).toBe(true);
  });

  it('answers for events the read models had already taken in without asking again within a second', async () => {
    const reached = reachedBy();
    await at('contacts', '000000000009');
    await at('chats', '000000000009');

    expect(await reached('000000000009')).toBe(true);
    expect(await reached('000000000004')).toBe(true);
    expect(lookups).toBe(1);
  });

  it('looks again after a second, so a read model rebuilt from the start is waited for', async () => {
    const reached = reachedBy();
    await at('contacts', '000000000009');
    await at('chats', '000000000009');
    expect(await reached('000000000009')).toBe(true);

    await at('chats', '000000000001');
    clock += 1_001;
    expect(await reached('000000000009')).toBe(false);
    expect(lookups).toBe(2);
  });
});
