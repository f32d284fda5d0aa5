import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { memberDecider, memberStreamId, type ActiveMember } from '@dating/domain';
import { EventSourcedRepository } from '../event-sourcing/event-sourced.repository.js';
import { CLOCK, type Clock } from '../runtime/tokens.js';
import { ChangeNotificationsCommand } from './account.messages.js';

/** The member's own choices about mail; `enableMail` says mail to the address works again after a bounce or complaint. */
@CommandHandler(ChangeNotificationsCommand)
export class ChangeNotificationsHandler implements ICommandHandler<ChangeNotificationsCommand, ActiveMember> {
  constructor(
    private readonly repository: EventSourcedRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ memberId, preferences, enableMail }: ChangeNotificationsCommand): Promise<ActiveMember> {
    const metadata = { now: this.clock.now().toISOString() };
    const stream = memberStreamId(memberId);
    let decision = await this.repository.execute(memberDecider, stream, { type: 'ChangeNotificationPreferences', data: { preferences: preferences ?? {} }, metadata });
    if (enableMail) decision = await this.repository.execute(memberDecider, stream, { type: 'EnableNotifications', data: {}, metadata });
    return decision.state as ActiveMember;
  }
}
