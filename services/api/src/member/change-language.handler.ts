import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { accountDecider, accountStreamId } from '@dating/domain';
import { EventSourcedRepository } from '@dating/platform';
import { CLOCK, type Clock } from '../runtime/tokens.js';
import { ChangeLanguageCommand } from './member.messages.js';

@CommandHandler(ChangeLanguageCommand)
export class ChangeLanguageHandler implements ICommandHandler<ChangeLanguageCommand, void> {
  constructor(
    private readonly repository: EventSourcedRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ memberId, language }: ChangeLanguageCommand): Promise<void> {
    await this.repository.execute(accountDecider, accountStreamId(memberId), {
      type: 'ChangeLanguage',
      data: { memberId, language },
      metadata: { now: this.clock.now().toISOString() },
    });
  }
}
