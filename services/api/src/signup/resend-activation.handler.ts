import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { registrationDecider, registrationStreamId } from '@dating/domain';
import { StreamDecisions } from '../event-sourcing/stream-decisions.js';
import { ResendActivationCommand } from './signup.commands.js';

/** A new activation token replaces the pending one; the workers mail its link as they did the first. */
@CommandHandler(ResendActivationCommand)
export class ResendActivationHandler implements ICommandHandler<ResendActivationCommand, void> {
  constructor(
    private readonly streams: StreamDecisions,
  ) {}

  async execute({ memberId }: ResendActivationCommand): Promise<void> {
    await this.streams.decide(registrationDecider, registrationStreamId(memberId), {
      type: 'IssueActivationToken',
      data: { tokenId: randomUUID() },
    });
  }
}
