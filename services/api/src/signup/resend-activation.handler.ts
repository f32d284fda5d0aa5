import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { registrationDecider, registrationStreamId } from '@dating/domain';
import { EventSourcedRepository } from '@dating/platform';
import { CLOCK, type Clock } from '../runtime/tokens.js';
import { ResendActivationCommand } from './signup.commands.js';

/** A new activation token replaces the pending one; the workers mail its link as they did the first. */
@CommandHandler(ResendActivationCommand)
export class ResendActivationHandler implements ICommandHandler<ResendActivationCommand, void> {
  constructor(
    private readonly repository: EventSourcedRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ memberId }: ResendActivationCommand): Promise<void> {
    await this.repository.execute(registrationDecider, registrationStreamId(memberId), {
      type: 'IssueActivationToken',
      data: { tokenId: randomUUID() },
      metadata: { now: this.clock.now().toISOString() },
    });
  }
}
