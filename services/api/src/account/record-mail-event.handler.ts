import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { notificationSettingsDecider, notificationSettingsStreamId, type MailEventRequest, type NotificationsDisabledReason } from '@dating/domain';
import { EventSourcedRepository } from '@dating/platform';
import { MEMBER_CONTACT_PROJECTION } from '@dating/projections';
import { ReadModelConsistency } from '../event-sourcing/read-model-consistency.js';
import { CLOCK, type Clock } from '../runtime/tokens.js';
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
    private readonly repository: EventSourcedRepository,
    private readonly consistency: ReadModelConsistency,
    private readonly claims: EmailClaims,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ email, event }: RecordMailEventCommand): Promise<void> {
    const memberId = await this.claims.holderOf(email);
    if (!memberId) return;
    const decision = await this.repository.execute(notificationSettingsDecider, notificationSettingsStreamId(memberId), {
      type: 'DisableNotifications',
      data: { memberId, reason: REASON_OF_EVENT[event] },
      metadata: { now: this.clock.now().toISOString() },
    });
    await this.consistency.waitFor(decision.checkpoint, [MEMBER_CONTACT_PROJECTION]);
  }
}
