import { parseWebPushSubscription, type Checkpoint, type WebPushSubscription } from '@dating/domain';
import { compareCheckpoints, loadCheckpoint, type PersonalFieldCipher, type SqlExecutor } from '@dating/platform';
import { PUSH_SUBSCRIPTIONS_PROJECTION, PUSH_SUBSCRIPTIONS_TABLE } from './push-subscriptions.projection.js';

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

/** Whether the read model has taken in the log up to `checkpoint`: a job that pushes after an event asks first. */
export const pushSubscriptionsReached = async (sql: SqlExecutor, checkpoint: Checkpoint): Promise<boolean> =>
  compareCheckpoints(await loadCheckpoint(sql, PUSH_SUBSCRIPTIONS_PROJECTION), checkpoint) >= 0;
