import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { blockDecider, blockStreamId, DomainError, MEMBER_ERRORS, memberDecider, memberStreamId, type BlockCommand } from '@dating/domain';
import { blocksProjection } from '@dating/projections';
import { EventSourcedRepository } from '../event-sourcing/event-sourced.repository.js';
import { ReadModelConsistency } from '../event-sourcing/read-model-consistency.js';
import { CLOCK, type Clock } from '../runtime/tokens.js';
import { ChangeBlockCommand } from './block.messages.js';

@CommandHandler(ChangeBlockCommand)
export class ChangeBlockHandler implements ICommandHandler<ChangeBlockCommand, void> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly consistency: ReadModelConsistency,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ memberId, targetId, blocked }: ChangeBlockCommand): Promise<void> {
    // Only a block needs a real target; unblocking an unknown id is simply nothing to do.
    if (blocked && memberId !== targetId) await this.assertMemberExists(targetId);
    const command: BlockCommand = {
      type: blocked ? 'BlockMember' : 'UnblockMember',
      data: { memberId, blockedId: targetId },
      metadata: { now: this.clock.now().toISOString() },
    };
    const { checkpoint } = await this.repository.execute(blockDecider, blockStreamId(memberId), command);
    // The next search must already leave the blocked member out.
    await this.consistency.waitFor(checkpoint, [blocksProjection.name]);
  }

  private async assertMemberExists(memberId: string): Promise<void> {
    const { state } = await this.repository.load(memberDecider, memberStreamId(memberId));
    if (!state.exists) throw new DomainError(MEMBER_ERRORS.NOT_FOUND);
  }
}
