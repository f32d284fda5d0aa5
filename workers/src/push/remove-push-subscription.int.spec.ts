import { randomUUID } from 'node:crypto';
import { notificationSettingsDecider, notificationSettingsStreamId, PERSONAL_DATA_POLICY, type WebPushSubscription } from '@dating/domain';
import {
  createPostgresSql,
  EncryptingEventStore,
  EventSourcedRepository,
  PostgresEventStore,
  SqlKeyStore,
  type SqlPort,
} from '@dating/platform';
import { createTestDatabase, postgresIsAvailable, type TestDatabase } from '@dating/platform/testing';
import { removePushSubscription } from './remove-push-subscription.js';

const describeWithServices = (await postgresIsAvailable()) ? describe : describe.skip;

const NOW = new Date('2026-11-26T12:00:00.000Z');
const deviceOf = (name: string): WebPushSubscription => ({
  endpoint: `https://push.example.net/send/${name}-token`,
  keys: { p256dh: `B${name}-p256dh`, auth: `${name}-auth` },
});

describeWithServices(removePushSubscription.name, () => {
  let database: TestDatabase;
  let sql: SqlPort;
  let log: PostgresEventStore;
  let store: EncryptingEventStore;
  let memberId: string;
  const phone = deviceOf('phone');
  const laptop = deviceOf('laptop');

  beforeAll(async () => {
    database = await createTestDatabase('workers');
    sql = createPostgresSql(database.url);
    log = new PostgresEventStore(sql);
    await log.migrate();
    const keys = new SqlKeyStore(sql, 'a test secret of enough length');
    await keys.migrate();
    store = new EncryptingEventStore(log, keys, PERSONAL_DATA_POLICY);
  });
  afterAll(async () => {
    await sql.close();
    await database.drop();
  });
  beforeEach(async () => {
    memberId = randomUUID();
    const repository = new EventSourcedRepository(store);
    for (const subscription of [phone, laptop]) {
      await repository.execute(notificationSettingsDecider, notificationSettingsStreamId(memberId), {
        type: 'SavePushSubscription',
        data: { memberId, subscription },
        metadata: { now: NOW.toISOString() },
      });
    }
  });

  const devicesOf = async (id: string) => (await new EventSourcedRepository(store).load(notificationSettingsDecider, notificationSettingsStreamId(id))).state.pushDevices;

  it("records that the push service no longer knows a device, on the member's notification settings", async () => {
    expect(await removePushSubscription(store, memberId, phone.endpoint, NOW)).toBe(true);

    expect(await devicesOf(memberId)).toEqual([laptop]);
    const [removal] = (await store.readStream(notificationSettingsStreamId(memberId))).filter((event) => event.type === 'PushSubscriptionRemoved');
    expect(removal?.data).toEqual({ memberId, endpoint: phone.endpoint, reason: 'gone', removedAt: NOW.toISOString() });
  });

  it('keeps the endpoint in the log only encrypted with the member key', async () => {
    await removePushSubscription(store, memberId, phone.endpoint, NOW);

    const stored = JSON.stringify(await log.readStream(notificationSettingsStreamId(memberId)));
    expect(stored).toContain('PushSubscriptionRemoved');
    expect(stored).not.toContain('phone-token');
  });

  it('records nothing when a retried job removes the device again, or for a member without devices', async () => {
    await removePushSubscription(store, memberId, phone.endpoint, NOW);

    expect(await removePushSubscription(store, memberId, phone.endpoint, NOW)).toBe(false);
    expect(await removePushSubscription(store, randomUUID(), phone.endpoint, NOW)).toBe(false);
    expect(await devicesOf(memberId)).toEqual([laptop]);
  });
});
