import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { notificationSettingsDecider, notificationSettingsStreamId } from '@dating/domain';
import { StreamDecisions } from '../event-sourcing/stream-decisions.js';
import { SavePushSubscriptionCommand } from './account.commands.js';

@CommandHandler(SavePushSubscriptionCommand)
export class SavePushSubscriptionHandler implements ICommandHandler<SavePushSubscriptionCommand, void> {
  constructor(
    private readonly streams: StreamDecisions,
  ) {}

  async execute({ memberId, subscription }: SavePushSubscriptionCommand): Promise<void> {
    await this.streams.decide(notificationSettingsDecider, notificationSettingsStreamId(memberId), {
      type: 'SavePushSubscription',
      data: { memberId, subscription },
    });
  }
}
