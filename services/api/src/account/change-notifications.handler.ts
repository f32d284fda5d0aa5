import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { notificationSettingsDecider, notificationSettingsStreamId } from '@dating/domain';
import { EventSourcedRepository } from '@dating/platform';
import { MEMBER_CONTACT_PROJECTION } from '@dating/projections';
import { ReadModelConsistency } from '../event-sourcing/read-model-consistency.js';
import { CLOCK, type Clock } from '../runtime/tokens.js';
import { ChangeNotificationsCommand } from './account.commands.js';

/** The member's own choices about mail; `enableMail` says mail to the address works again after a bounce or complaint. */
@CommandHandler(ChangeNotificationsCommand)
export class ChangeNotificationsHandler implements ICommandHandler<ChangeNotificationsCommand, void> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly consistency: ReadModelConsistency,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ memberId, preferences, enableMail }: ChangeNotificationsCommand): Promise<void> {
    const metadata = { now: this.clock.now().toISOString() };
    const stream = notificationSettingsStreamId(memberId);
    const change = { type: 'ChangeNotificationPreferences' as const, data: { memberId, preferences: preferences ?? {} }, metadata };
    const changed = await this.repository.execute(notificationSettingsDecider, stream, change);
    let decision = changed;
    if (enableMail) decision = await this.repository.execute(notificationSettingsDecider, stream, { type: 'EnableNotifications', data: { memberId }, metadata });
    await this.consistency.waitFor(decision.checkpoint ?? changed.checkpoint, [MEMBER_CONTACT_PROJECTION]);
  }
}
