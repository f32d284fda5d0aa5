import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { pageBounceDecider, pageBounceStreamId } from '@dating/domain';
import { EventSourcedRepository } from '@dating/platform';
import { CLOCK, type Clock } from '../runtime/tokens.js';
import { RecordPageBounceCommand } from './traffic.messages.js';

@CommandHandler(RecordPageBounceCommand)
export class RecordPageBounceHandler implements ICommandHandler<RecordPageBounceCommand, void> {
  constructor(
    private readonly repository: EventSourcedRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ bounce }: RecordPageBounceCommand): Promise<void> {
    // Nobody reads the report at once: the beacon's page is gone, so there is no read of one's own write to wait for.
    await this.repository.execute(pageBounceDecider, pageBounceStreamId(bounce.visit_id), {
      type: 'RecordPageBounce',
      data: bounce,
      metadata: { now: this.clock.now().toISOString() },
    });
  }
}
