import { createPostgresSql, type SqlPort } from '@dating/platform';
import { createTestDatabase, postgresIsAvailable, type TestDatabase } from '@dating/platform/testing';
import { migrateNotificationLedger, sqlNotificationLedger, type NotificationLedger } from './notification-ledger.js';

const describeWithServices = (await postgresIsAvailable()) ? describe : describe.skip;
const NOW = new Date('2026-11-26T10:00:00.000Z');
const minutesLater = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

describeWithServices('The notification ledger (PostgreSQL)', () => {
  let database: TestDatabase;
  let sql: SqlPort;
  let ledger: NotificationLedger;

  beforeAll(async () => {
    database = await createTestDatabase('workers');
    sql = createPostgresSql(database.url);
    await migrateNotificationLedger(sql);
    ledger = sqlNotificationLedger(sql);
  });
  afterAll(async () => {
    await sql?.close();
    await database?.drop();
  });

  it('lets exactly one of many jobs claiming one notice at once send it', async () => {
    const claims = await Promise.all(Array.from({ length: 20 }, (_, index) => ledger.claim('message.a.c.1.mail', `job-${index}`, NOW)));
    expect(claims.filter(Boolean)).toHaveLength(1);
  });

  it('grants the claims of different notices made at once, each to its own job, in one go', async () => {
    const keys = ['message.b.c.2.mail', 'message.b.c.2.push.x', 'like.c.d.mail'];
    const claims = await Promise.all(keys.map((key, index) => ledger.claim(key, `job-${index}`, NOW)));
    expect(claims).toEqual([true, true, true]);

    await Promise.all(keys.map((key) => ledger.recordSent(key, NOW)));
    const again = await Promise.all(keys.map((key) => ledger.claim(key, 'job-late', minutesLater(10))));
    expect(again).toEqual([false, false, false]);
  });

  it('lets the claimant run again after a failure, and nobody once it was sent', async () => {
    expect(await ledger.claim('like.a.b.mail', 'job-1', NOW)).toBe(true);
    expect(await ledger.claim('like.a.b.mail', 'job-1', minutesLater(1))).toBe(true);
    await ledger.recordSent('like.a.b.mail', minutesLater(1));
    expect(await ledger.claim('like.a.b.mail', 'job-1', minutesLater(2))).toBe(false);
    expect(await ledger.claim('like.a.b.mail', 'job-2', minutesLater(60))).toBe(false);
  });

  it('hands the notice of a claimant that died mid-send to another job once the lease ran out', async () => {
    expect(await ledger.claim('match.e.a.push.x', 'job-1', NOW)).toBe(true);
    expect(await ledger.claim('match.e.a.push.x', 'job-2', minutesLater(1))).toBe(false);
    expect(await ledger.claim('match.e.a.push.x', 'job-2', minutesLater(3))).toBe(true);
  });
});
