import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { blockDecider, blockStreamId, DomainError, MEMBER_ERRORS } from '@dating/domain';
import type { SqlPort } from '@dating/platform';
import { blocksProjection, memberExists } from '@dating/projections';
import { StreamDecisions } from '../event-sourcing/stream-decisions.js';
import { SQL } from '../runtime/tokens.js';
import { ChangeBlockCommand } from './block.commands.js';

@CommandHandler(ChangeBlockCommand)
export class ChangeBlockHandler implements ICommandHandler<ChangeBlockCommand, void> {
  constructor(
    private readonly streams: StreamDecisions,
    @Inject(SQL) private readonly sql: SqlPort,
  ) {}

  async execute({ memberId, targetId, blocked }: ChangeBlockCommand): Promise<void> {
    // Only a block needs a real target; unblocking an unknown id is simply nothing to do.
    if (blocked && memberId !== targetId && !(await memberExists(this.sql, targetId))) throw new DomainError(MEMBER_ERRORS.NOT_FOUND);
    const change = { type: blocked ? 'BlockMember' : 'UnblockMember', data: { memberId, blockedId: targetId } } as const;
    // Lists, profiles and photo files read blocks from the read model: the very next request must see this one.
    await this.streams.decide(blockDecider, blockStreamId(memberId), change, { waitFor: [blocksProjection.name] });
  }
}
