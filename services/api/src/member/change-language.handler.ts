import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { accountDecider, accountStreamId } from '@dating/domain';
import { MEMBER_CONTACT_PROJECTION } from '@dating/projections';
import { StreamDecisions } from '../event-sourcing/stream-decisions.js';
import { ChangeLanguageCommand } from './member.commands.js';

@CommandHandler(ChangeLanguageCommand)
export class ChangeLanguageHandler implements ICommandHandler<ChangeLanguageCommand, void> {
  constructor(
    private readonly streams: StreamDecisions,
  ) {}

  async execute({ memberId, language }: ChangeLanguageCommand): Promise<void> {
    await this.streams.decide(accountDecider, accountStreamId(memberId), {
      type: 'ChangeLanguage',
      data: { memberId, language },
    }, { waitFor: [MEMBER_CONTACT_PROJECTION] });
  }
}
