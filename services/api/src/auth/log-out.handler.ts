import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { memberDecider, memberStreamId } from '@dating/domain';
import { EventSourcedRepository } from '../event-sourcing/event-sourced.repository.js';
import { CLOCK, type Clock } from '../runtime/tokens.js';
import { LogOutCommand } from './session.commands.js';

@CommandHandler(LogOutCommand)
export class LogOutHandler implements ICommandHandler<LogOutCommand, void> {
  constructor(
    private readonly repository: EventSourcedRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ memberId, sessionHash }: LogOutCommand): Promise<void> {
    await this.repository.execute(memberDecider, memberStreamId(memberId), {
      type: 'LogOut',
      data: { sessionHash },
      metadata: { now: this.clock.now().toISOString() },
    });
  }
}
