import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { accountDecider, accountStreamId } from '@dating/domain';
import { MEMBER_CONTACT_PROJECTION, memberSearchProjection } from '@dating/projections';
import { EventSourcedRepository } from '@dating/platform';
import { ReadModelConsistency } from '../event-sourcing/read-model-consistency.js';
import { CLOCK, type Clock } from '../runtime/tokens.js';
import { ChangeInvisibleModeCommand } from './profile.commands.js';

/** Invisible members leave search at once: the answer waits until the search read model knows. */
@CommandHandler(ChangeInvisibleModeCommand)
export class ChangeInvisibleModeHandler implements ICommandHandler<ChangeInvisibleModeCommand, boolean> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly consistency: ReadModelConsistency,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ memberId, invisible }: ChangeInvisibleModeCommand): Promise<boolean> {
    const decision = await this.repository.execute(accountDecider, accountStreamId(memberId), {
      type: 'ChangeInvisibleMode',
      data: { memberId, invisible },
      metadata: { now: this.clock.now().toISOString() },
    });
    await this.consistency.waitFor(decision.checkpoint, [memberSearchProjection.name, MEMBER_CONTACT_PROJECTION]);
    return decision.state.invisible;
  }
}
