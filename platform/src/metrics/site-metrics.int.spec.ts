import { randomUUID } from 'node:crypto';
import { saveCheckpoint, migrateConsumerCheckpoints } from '../consumers/consumer-checkpoints.js';
import { PostgresEventStore } from '../event-store/postgres-event-store.js';
import { SqlQueueDriver } from '../queue/sql-queue.driver.js';
import { createPostgresSql } from '../sql/postgres-sql.adapter.js';
import type { SqlPort } from '../sql/sql.port.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { createReadinessCheck } from '../runtime/readiness.js';
import { createSiteMetrics } from './site-metrics.js';

const anEvent = () => ({ id: randomUUID(), type: 'SomethingHappened', data: {}, metadata: {} });

describe('Consumer lag and queue depth as Prometheus reads them (PostgreSQL)', () => {
  let database: TestDatabase;
  let sql: SqlPort;
  let store: PostgresEventStore;
  beforeAll(async () => {
    database = await createTestDatabase('site_metrics');
    sql = createPostgresSql(database.url);
    store = new PostgresEventStore(sql);
    await store.migrate();
    await migrateConsumerCheckpoints(sql);
    await new SqlQueueDriver(sql).migrate();
  });
  afterAll(async () => {
    await sql?.close();
    await database?.drop();
  });

  it('counts the events a consumer has not processed, the whole log for one that never ran', async () => {
    const first = await store.append(`stream-${randomUUID()}`, [anEvent()], 'no_stream');
    await store.append(`stream-${randomUUID()}`, [anEvent(), anEvent()], 'no_stream');
    await saveCheckpoint(sql, 'behind-by-two', first.checkpoint);
    const queue = new SqlQueueDriver(sql);
    const metrics = createSiteMetrics({ sql, queue });
    metrics.watchConsumers(['behind-by-two', 'never-ran']);
    const text = await metrics.registry.metrics();
    expect(text).toContain('consumer_lag_events{consumer="behind-by-two"} 2');
    expect(text).toContain('consumer_lag_events{consumer="never-ran"} 3');
    await queue.close();
  });

  it('reports the waiting jobs of a watched queue', async () => {
    const queue = new SqlQueueDriver(sql);
    const metrics = createSiteMetrics({ sql, queue });
    metrics.watchQueues(['mail']);
    // Nobody processes the queue here, so both jobs wait.
    await queue.enqueue('mail', 'send', {}, { jobId: 'one', attempts: 1, backoffMs: 0 });
    await queue.enqueue('mail', 'send', {}, { jobId: 'two', attempts: 1, backoffMs: 0 });
    const text = await metrics.registry.metrics();
    expect(text).toContain('queue_jobs{queue="mail",state="waiting"} 2');
    expect(text).toContain('queue_jobs{queue="mail",state="active"} 0');
    await queue.close();
  });
});

describe('Readiness (PostgreSQL, Redis)', () => {
  it('is ready when the database and Redis answer', async () => {
    const database = await createTestDatabase('readiness');
    const sql = createPostgresSql(database.url);
    const readiness = createReadinessCheck({ sql, redisUrl: 'redis://127.0.0.1:6379' });
    expect(await readiness.check()).toEqual({ ready: true, checks: { database: 'ok', redis: 'ok' } });
    await readiness.close();
    await sql.close();
    await database.drop();
  });

  it('names Redis when it does not answer', async () => {
    const database = await createTestDatabase('readiness');
    const sql = createPostgresSql(database.url);
    const readiness = createReadinessCheck({ sql, redisUrl: 'redis://127.0.0.1:1' });
    expect(await readiness.check()).toEqual({ ready: false, checks: { database: 'ok', redis: 'down' } });
    await readiness.close();
    await sql.close();
    await database.drop();
  });

  it("is not ready while a condition of the process's own is unmet (read models still being built), and names it", async () => {
    const database = await createTestDatabase('readiness');
    const sql = createPostgresSql(database.url);
    const readiness = createReadinessCheck({ sql, redisUrl: undefined });
    let built = false;
    readiness.alsoRequire('readModels', async () => built);
    expect(await readiness.check()).toEqual({ ready: false, checks: { database: 'ok', readModels: 'building' } });
    built = true;
    expect(await readiness.check()).toEqual({ ready: true, checks: { database: 'ok', readModels: 'ok' } });
    readiness.alsoRequire('readModels', () => Promise.reject(new Error('no answer')));
    expect(await readiness.check()).toEqual({ ready: false, checks: { database: 'ok', readModels: 'down' } });
    await readiness.close();
    await sql.close();
    await database.drop();
  });

  it('names the database when it does not answer', async () => {
    const sql = createPostgresSql('postgres://postgres@127.0.0.1:1/nothing');
    const readiness = createReadinessCheck({ sql, redisUrl: undefined });
    expect(await readiness.check()).toEqual({ ready: false, checks: { database: 'down' } });
    await readiness.close();
    await sql.close();
  });
});
