import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { notificationSettingsDecider, notificationSettingsStreamId } from '@dating/domain';
import { EventSourcedRepository } from '@dating/platform';
import { CLOCK, type Clock } from '../runtime/tokens.js';
import { SavePushSubscriptionCommand } from './account.commands.js';

@CommandHandler(SavePushSubscriptionCommand)
export class SavePushSubscriptionHandler implements ICommandHandler<SavePushSubscriptionCommand, void> {
  constructor(
    private readonly repository: EventSourcedRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ memberId, subscription }: SavePushSubscriptionCommand): Promise<void> {
    await this.repository.execute(notificationSettingsDecider, notificationSettingsStreamId(memberId), {
      type: 'SavePushSubscription',
      data: { memberId, subscription },
      metadata: { now: this.clock.now().toISOString() },
    });
  }
}
