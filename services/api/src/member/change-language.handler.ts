import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { accountDecider, accountStreamId } from '@dating/domain';
import { EventSourcedRepository } from '@dating/platform';
import { MEMBER_CONTACT_PROJECTION } from '@dating/projections';
import { ReadModelConsistency } from '../event-sourcing/read-model-consistency.js';
import { CLOCK, type Clock } from '../runtime/tokens.js';
import { ChangeLanguageCommand } from './member.commands.js';

@CommandHandler(ChangeLanguageCommand)
export class ChangeLanguageHandler implements ICommandHandler<ChangeLanguageCommand, void> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly consistency: ReadModelConsistency,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ memberId, language }: ChangeLanguageCommand): Promise<void> {
    const decision = await this.repository.execute(accountDecider, accountStreamId(memberId), {
      type: 'ChangeLanguage',
      data: { memberId, language },
      metadata: { now: this.clock.now().toISOString() },
    });
    await this.consistency.waitFor(decision.checkpoint, [MEMBER_CONTACT_PROJECTION]);
  }
}
