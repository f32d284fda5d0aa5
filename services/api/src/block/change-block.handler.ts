import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { blockDecider, blockStreamId, DomainError, MEMBER_ERRORS, type BlockCommand } from '@dating/domain';
import { EventSourcedRepository, type SqlPort } from '@dating/platform';
import { blocksProjection, memberExists } from '@dating/projections';
import { ReadModelConsistency } from '../event-sourcing/read-model-consistency.js';
import { CLOCK, SQL, type Clock } from '../runtime/tokens.js';
import { ChangeBlockCommand } from './block.commands.js';

@CommandHandler(ChangeBlockCommand)
export class ChangeBlockHandler implements ICommandHandler<ChangeBlockCommand, void> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly consistency: ReadModelConsistency,
    @Inject(SQL) private readonly sql: SqlPort,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ memberId, targetId, blocked }: ChangeBlockCommand): Promise<void> {
    // Only a block needs a real target; unblocking an unknown id is simply nothing to do.
    if (blocked && memberId !== targetId && !(await memberExists(this.sql, targetId))) throw new DomainError(MEMBER_ERRORS.NOT_FOUND);
    const command: BlockCommand = {
      type: blocked ? 'BlockMember' : 'UnblockMember',
      data: { memberId, blockedId: targetId },
      metadata: { now: this.clock.now().toISOString() },
    };
    const { checkpoint } = await this.repository.execute(blockDecider, blockStreamId(memberId), command);
    // Lists, profiles and photo files read blocks from the read model: the very next request must see this one.
    await this.consistency.waitFor(checkpoint, [blocksProjection.name]);
  }
}
