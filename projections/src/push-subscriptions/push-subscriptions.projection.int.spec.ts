import { accountStreamId, notificationSettingsStreamId, type MemberEvent } from '@dating/domain';
import { migrateConsumerCheckpoints } from '@dating/platform';
import { postgresIsAvailable } from '@dating/platform/testing';
import { useProjectionTestBed } from '../testing/projection-test-bed.js';
import { readModelsReached } from '../read-models-reached.js';
import { PUSH_SUBSCRIPTIONS_PROJECTION, PUSH_SUBSCRIPTIONS_TABLE, pushSubscriptionsProjection } from './push-subscriptions.projection.js';
import { pushSubscriptionsOfMembers } from './push-subscriptions.queries.js';

const describeWithServices = (await postgresIsAvailable()) ? describe : describe.skip;

const AT = '2026-11-01T10:00:00.000Z';
const LATER = '2026-11-02T10:00:00.000Z';

const device = (name: string, generation = 1) => ({
  endpoint: `https://push.example.net/send/${name}-device`,
  keys: { p256dh: `B${name}-p256dh-${generation}`, auth: `${name}-auth-${generation}` },
});
const saved = (memberId: string, subscription: ReturnType<typeof device>, savedAt = AT): MemberEvent => ({
  type: 'PushSubscriptionSaved',
  data: { memberId, subscription: JSON.stringify({ ...subscription, expirationTime: null }), savedAt },
});
const removed = (memberId: string, endpoint: string): MemberEvent => ({
  type: 'PushSubscriptionRemoved',
  data: { memberId, endpoint, reason: 'gone', removedAt: LATER },
});
const erased = (memberId: string): MemberEvent => ({ type: 'AccountErased', data: { memberId, erasedAt: LATER } });

describeWithServices('push subscriptions projection (PostgreSQL)', () => {
  const bed = useProjectionTestBed(pushSubscriptionsProjection);
  const given = async (streamId: string, events: MemberEvent[]) => {
    await bed.append(streamId, events);
    await bed.catchUp();
  };
  const devicesOf = async (memberId: string) => (await pushSubscriptionsOfMembers(bed.sql, bed.personalFields, [memberId])).get(memberId) ?? [];
  const storedRows = async () => JSON.stringify((await bed.sql.query(`select * from ${PUSH_SUBSCRIPTIONS_TABLE}`)).rows);
  const phone = device('phone');
  const laptop = device('laptop');

  it("gives each of a member's devices, which the table holds only sealed with the member's key", async () => {
    await given(notificationSettingsStreamId('anna'), [saved('anna', phone), saved('anna', laptop, LATER)]);

    expect(await devicesOf('anna')).toEqual([phone, laptop]);
    expect(await devicesOf('bert')).toEqual([]);
    const rows = await storedRows();
    for (const plaintext of ['phone', 'laptop', 'push.example', 'auth', 'p256dh']) expect(rows).not.toContain(plaintext);
  });

  it('keeps one row per device when a subscription is saved again, with its newest keys', async () => {
    const renewedPhone = device('phone', 2);
    await given(notificationSettingsStreamId('anna'), [saved('anna', phone), saved('anna', laptop), saved('anna', phone), saved('anna', renewedPhone, LATER)]);

    expect(await devicesOf('anna')).toEqual([laptop, renewedPhone]);
    expect((await bed.sql.query(`select 1 from ${PUSH_SUBSCRIPTIONS_TABLE} where member_id = 'anna'`)).rows).toHaveLength(2);
  });

  it("gives a browser two members share only to the one who subscribed it last, so the first one's news no longer shows there", async () => {
    const familyComputer = device('family-computer');
    await given(notificationSettingsStreamId('anna'), [saved('anna', familyComputer), saved('anna', phone)]);
    await given(notificationSettingsStreamId('bert'), [saved('bert', familyComputer, LATER)]);

    expect(await devicesOf('anna')).toEqual([phone]);
    expect(await devicesOf('bert')).toEqual([familyComputer]);
  });

  it('forgets a removed device and leaves the others', async () => {
    await given(notificationSettingsStreamId('anna'), [saved('anna', phone), saved('anna', laptop), removed('anna', phone.endpoint)]);

    expect(await devicesOf('anna')).toEqual([laptop]);
  });

  it('keeps nothing of an erased member, and what was sealed before no longer opens once the key is gone', async () => {
    await given(notificationSettingsStreamId('anna'), [saved('anna', phone), saved('anna', laptop)]);
    await given(notificationSettingsStreamId('bert'), [saved('bert', device('bert'))]);
    const sealedBefore = (await bed.sql.query<{ sealed_subscription: string }>(`select sealed_subscription from ${PUSH_SUBSCRIPTIONS_TABLE} where member_id = 'anna'`)).rows;

    await bed.keyStore.destroyKey('anna');
    await given(accountStreamId('anna'), [erased('anna')]);

    expect(await devicesOf('anna')).toEqual([]);
    expect(await storedRows()).not.toContain('"anna"');
    expect(await bed.personalFields.openAll(sealedBefore.map(({ sealed_subscription }) => ({ subjectId: 'anna', sealed: sealed_subscription })))).toEqual([null, null]);
    expect(await devicesOf('bert')).toEqual([device('bert')]);
  });

  it('tells a job whether it has taken in the log up to a position', async () => {
    await migrateConsumerCheckpoints(bed.sql);
    await bed.append(notificationSettingsStreamId('anna'), [saved('anna', phone)]);
    // The append's own position: reading the log back could come up empty while another test's transaction is open.
    const [event] = await bed.store.readStream(notificationSettingsStreamId('anna'));

    expect(await readModelsReached(bed.sql, [PUSH_SUBSCRIPTIONS_PROJECTION], event!.checkpoint)).toBe(false);
    await bed.catchUp();
    expect(await readModelsReached(bed.sql, [PUSH_SUBSCRIPTIONS_PROJECTION], event!.checkpoint)).toBe(true);
  });
});
