import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { notificationSettingsDecider, notificationSettingsStreamId, type MailEventRequest, type NotificationsDisabledReason } from '@dating/domain';
import { MEMBER_CONTACT_PROJECTION } from '@dating/projections';
import { StreamDecisions } from '../event-sourcing/stream-decisions.js';
import { RecordMailEventCommand } from './account.commands.js';
import { EmailClaims } from './email-claims.js';

/** The provider's word for what happened to a mail, as the reason mail to the member stops. */
const REASON_OF_EVENT: Readonly<Record<MailEventRequest['event'], NotificationsDisabledReason>> = {
  complaint: 'fbl',
  bounce: 'bounce',
  unsubscribe: 'listunsubscribe',
};

/** Stops mail to the member holding the address; an address without a member (any more) is simply ignored. */
@CommandHandler(RecordMailEventCommand)
export class RecordMailEventHandler implements ICommandHandler<RecordMailEventCommand, void> {
  constructor(
    private readonly streams: StreamDecisions,
    private readonly claims: EmailClaims,
  ) {}

  async execute({ email, event }: RecordMailEventCommand): Promise<void> {
    const memberId = await this.claims.holderOf(email);
    if (!memberId) return;
    await this.streams.decide(notificationSettingsDecider, notificationSettingsStreamId(memberId), {
      type: 'DisableNotifications',
      data: { memberId, reason: REASON_OF_EVENT[event] },
    }, { waitFor: [MEMBER_CONTACT_PROJECTION] });
  }
}
