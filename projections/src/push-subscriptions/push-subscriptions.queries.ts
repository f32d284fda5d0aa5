import { parseWebPushSubscription, type WebPushSubscription } from '@dating/domain';
import type { PersonalFieldCipher, SqlExecutor } from '@dating/platform';
import { PUSH_SUBSCRIPTIONS_TABLE } from './push-subscriptions.projection.js';

/** The member's devices, oldest saved first; none for an unknown or erased member. */
export const pushSubscriptionsOf = async (sql: SqlExecutor, personalFields: PersonalFieldCipher, memberId: string): Promise<WebPushSubscription[]> => {
  const { rows } = await sql.query<{ sealed_subscription: string }>(
    `select sealed_subscription from ${PUSH_SUBSCRIPTIONS_TABLE} where member_id = $1 order by saved_at, endpoint_digest`,
    [memberId],
  );
  const opened = await personalFields.openAll(rows.map((row) => ({ subjectId: memberId, sealed: row.sealed_subscription })));
  return opened.flatMap((json) => {
    const subscription = json === null ? undefined : parseWebPushSubscription(json);
    return subscription ? [subscription] : [];
  });
};
