import { notificationSettingsDecider, notificationSettingsStreamId, type EmailChanged, type EventStore } from '@dating/domain';
import { EventSourcedRepository, type Consumer } from '@dating/platform';

export const MAIL_AFTER_EMAIL_CHANGE_REACTOR = 'mail-after-email-change';

/**
 * A process manager between two of the member's aggregates: bounces and complaints were about the old address, so
 * once the member has moved to a new one, mail may flow again. (The credentials stream decides the move; the
 * notification settings stream records what follows from it.)
 */
export const mailAfterEmailChangeReactor = (store: EventStore): Consumer => {
  const repository = new EventSourcedRepository(store);
  return {
    name: MAIL_AFTER_EMAIL_CHANGE_REACTOR,
    async handle(events) {
      for (const event of events) {
        if (event.type !== 'EmailChanged') continue;
        const { memberId, changedAt } = (event as unknown as EmailChanged).data;
        await repository.execute(notificationSettingsDecider, notificationSettingsStreamId(memberId), {
          type: 'EnableNotifications',
          data: { memberId },
          metadata: { now: changedAt, correlationId: event.id },
        });
      }
    },
  };
};
