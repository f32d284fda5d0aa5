import { notificationSettingsDecider, notificationSettingsStreamId, type EventStore } from '@dating/domain';
import { EventSourcedRepository } from '@dating/platform';

/**
 * Records on the member's notification settings that a device's push service no longer knows its subscription (it
 * answered 404 or 410), so no push goes there again. True when the removal was recorded; false when the member has
 * no such device, as when a retried job removes it a second time.
 */
export const removePushSubscription = async (eventStore: EventStore, memberId: string, endpoint: string, now: Date): Promise<boolean> => {
  const decision = await new EventSourcedRepository(eventStore).execute(notificationSettingsDecider, notificationSettingsStreamId(memberId), {
    type: 'RemovePushSubscription',
    data: { memberId, endpoint },
    metadata: { now: now.toISOString() },
  });
  return decision.events.length > 0;
};
