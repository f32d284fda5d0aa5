import { isErased, parseWebPushSubscription, type AccountErased, type PushSubscriptionRemoved, type PushSubscriptionSaved, type RecordedEvent } from '@dating/domain';
import { pushEndpointDigest, type SqlExecutor } from '@dating/platform';
import { assertIdentifier, versionedTable, sealPersonal, type ProjectionContext, type SqlProjection } from '../sql-projection/sql-projection.js';

export const PUSH_SUBSCRIPTIONS_PROJECTION = 'push-subscriptions';
// Bumped when its tables or what they hold change: the new version is built beside the one serving.
const PUSH_SUBSCRIPTIONS_VERSION = 2;
export const PUSH_SUBSCRIPTIONS_TABLE = versionedTable('rm_push_subscriptions', PUSH_SUBSCRIPTIONS_VERSION);

type PushSubscriptionsEvent = PushSubscriptionSaved | PushSubscriptionRemoved | AccountErased;

const canHandle: readonly PushSubscriptionsEvent['type'][] = ['PushSubscriptionSaved', 'PushSubscriptionRemoved', 'AccountErased'];

const tableOf = (suffix: string) => assertIdentifier(`${PUSH_SUBSCRIPTIONS_TABLE}${suffix}`);

// sealed_subscription holds { endpoint, keys } as JSON sealed with the member's key (base64), never the plaintext.
const migrate = async (tx: SqlExecutor, suffix: string) => {
  await tx.query(`create table if not exists ${tableOf(suffix)} (
    member_id text not null,
    endpoint_digest text not null,
    sealed_subscription text not null,
    saved_at timestamptz not null,
    primary key (member_id, endpoint_digest)
  )`);
  await tx.query(`create index if not exists ${tableOf(suffix)}_endpoint on ${tableOf(suffix)} (endpoint_digest)`);
};

const recordSaved = async (tx: SqlExecutor, table: string, { memberId, subscription, savedAt }: PushSubscriptionSaved['data'], context: ProjectionContext) => {
  const device = isErased(subscription) ? undefined : parseWebPushSubscription(subscription);
  if (!device) return;
  const sealed = await sealPersonal(context, memberId, device);
  // The member's key is gone: nothing of theirs may be kept readable.
  if (sealed === null) return;
  const endpointDigest = pushEndpointDigest(device.endpoint);
  // A browser shared by two members (a family computer) gets the pushes of the one who switched them on there last: the
  // news of the one before (who wrote to them, by name) is not shown to the next.
  await tx.query(`delete from ${table} where endpoint_digest = $1 and member_id <> $2`, [endpointDigest, memberId]);
  await tx.query(
    `insert into ${table} (member_id, endpoint_digest, sealed_subscription, saved_at) values ($1, $2, $3, $4)
     on conflict (member_id, endpoint_digest) do update set sealed_subscription = excluded.sealed_subscription, saved_at = excluded.saved_at`,
    [memberId, endpointDigest, sealed, savedAt],
  );
};

const apply = async (tx: SqlExecutor, recorded: RecordedEvent, suffix: string, context: ProjectionContext) => {
  const table = tableOf(suffix);
  const event = { type: recorded.type, data: recorded.data } as PushSubscriptionsEvent;
  switch (event.type) {
    case 'PushSubscriptionSaved':
      return recordSaved(tx, table, event.data, context);
    case 'PushSubscriptionRemoved':
      if (isErased(event.data.endpoint)) return;
      await tx.query(`delete from ${table} where member_id = $1 and endpoint_digest = $2`, [event.data.memberId, pushEndpointDigest(event.data.endpoint)]);
      return;
    case 'AccountErased':
      await tx.query(`delete from ${table} where member_id = $1`, [event.data.memberId]);
      return;
  }
};

/**
 * The devices each member receives pushes on, one row per member and device, the subscription sealed with the
 * member's key: what a push job reads when it runs. A device belongs to one member at a time, the last to subscribe
 * it. Nothing of a member is left once AccountErased arrives.
 */
export const pushSubscriptionsProjection: SqlProjection = {
  name: PUSH_SUBSCRIPTIONS_PROJECTION,
  // 2: a device belongs to the last member who subscribed it; the rebuild takes it from the ones before.
  version: PUSH_SUBSCRIPTIONS_VERSION,
  canHandle,
  tables: [PUSH_SUBSCRIPTIONS_TABLE],
  migrate,
  apply,
};
