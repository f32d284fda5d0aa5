import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { memberDecider, memberStreamId, type ActiveMember } from '@dating/domain';
import { EventSourcedRepository } from '../event-sourcing/event-sourced.repository.js';
import { CLOCK, type Clock } from '../runtime/tokens.js';
import { ChangeLanguageCommand } from './member.messages.js';

@CommandHandler(ChangeLanguageCommand)
export class ChangeLanguageHandler implements ICommandHandler<ChangeLanguageCommand, ActiveMember> {
  constructor(
    private readonly repository: EventSourcedRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ memberId, language }: ChangeLanguageCommand): Promise<ActiveMember> {
    const decision = await this.repository.execute(memberDecider, memberStreamId(memberId), {
      type: 'ChangeLanguage',
      data: { language },
      metadata: { now: this.clock.now().toISOString() },
    });
    return decision.state as ActiveMember;
  }
}
