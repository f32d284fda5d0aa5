import { parseWebPushSubscription, type WebPushSubscription } from '@dating/domain';
import type { PersonalFieldCipher, SqlExecutor } from '@dating/platform';
import { PUSH_SUBSCRIPTIONS_TABLE } from './push-subscriptions.projection.js';

/** Each member's devices, oldest saved first; an unknown or erased member has none. */
export const pushSubscriptionsOfMembers = async (
  sql: SqlExecutor,
  personalFields: PersonalFieldCipher,
  memberIds: readonly string[],
): Promise<ReadonlyMap<string, WebPushSubscription[]>> => {
  const { rows } = await sql.query<{ member_id: string; sealed_subscription: string }>(
    `select member_id, sealed_subscription from ${PUSH_SUBSCRIPTIONS_TABLE} where member_id = any($1::text[]) order by saved_at, endpoint_digest`,
    [memberIds],
    { preparedAs: 'push_subscriptions_of_members' },
  );
  const opened = await personalFields.openAll(rows.map((row) => ({ subjectId: row.member_id, sealed: row.sealed_subscription })));
  const devices = new Map<string, WebPushSubscription[]>();
  rows.forEach((row, index) => {
    const json = opened[index];
    const subscription = json ? parseWebPushSubscription(json) : undefined;
    if (subscription) devices.set(row.member_id, [...(devices.get(row.member_id) ?? []), subscription]);
  });
  return devices;
};
