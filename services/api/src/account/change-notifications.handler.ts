import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { notificationSettingsDecider, notificationSettingsStreamId } from '@dating/domain';
import { MEMBER_CONTACT_PROJECTION } from '@dating/projections';
import { StreamDecisions } from '../event-sourcing/stream-decisions.js';
import { ReadModelConsistency } from '../event-sourcing/read-model-consistency.js';
import { CLOCK, type Clock } from '../runtime/tokens.js';
import { ChangeNotificationsCommand } from './account.commands.js';

/** The member's own choices about mail; `enableMail` says mail to the address works again after a bounce or complaint. */
@CommandHandler(ChangeNotificationsCommand)
export class ChangeNotificationsHandler implements ICommandHandler<ChangeNotificationsCommand, void> {
  constructor(
    private readonly streams: StreamDecisions,
    private readonly consistency: ReadModelConsistency,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ memberId, preferences, enableMail }: ChangeNotificationsCommand): Promise<void> {
    const now = this.clock.now();
    const stream = notificationSettingsStreamId(memberId);
    const changed = await this.streams.decide(notificationSettingsDecider, stream, { type: 'ChangeNotificationPreferences', data: { memberId, preferences: preferences ?? {} } }, { now });
    const enabled = enableMail ? await this.streams.decide(notificationSettingsDecider, stream, { type: 'EnableNotifications', data: { memberId } }, { now }) : undefined;
    // Whichever of the two changed something last is what the settings page reads next.
    await this.consistency.waitFor(enabled?.checkpoint ?? changed.checkpoint, [MEMBER_CONTACT_PROJECTION]);
  }
}
