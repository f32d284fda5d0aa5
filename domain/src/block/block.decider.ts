import type { Decider } from '../kernel/decider.js';
import { DomainError } from '../kernel/domain-error.js';
import { assertNever } from '../kernel/message.js';
import type { BlockCommand, BlockMember, UnblockMember } from './block.commands.js';
import { BLOCK_ERRORS } from './block.errors.js';
import { evolveBlockList, hasBlocked, initialBlockList, type BlockEvent, type BlockList } from './block.events.js';

const blockMember = ({ data, metadata }: BlockMember, state: BlockList): BlockEvent[] => {
  if (data.memberId === data.blockedId) throw new DomainError(BLOCK_ERRORS.SELF);
  // Blocking twice changes nothing; the first block's time stays.
  if (hasBlocked(state, data.blockedId)) return [];
  return [{ type: 'MemberBlocked', data: { memberId: data.memberId, blockedId: data.blockedId, blockedAt: metadata.now } }];
};

const unblockMember = ({ data }: UnblockMember, state: BlockList): BlockEvent[] =>
  hasBlocked(state, data.blockedId) ? [{ type: 'MemberUnblocked', data: { memberId: data.memberId, blockedId: data.blockedId } }] : [];

export const decideBlock = (command: BlockCommand, state: BlockList): BlockEvent[] => {
  switch (command.type) {
    case 'BlockMember':
      return blockMember(command, state);
    case 'UnblockMember':
      return unblockMember(command, state);
    default:
      return assertNever(command);
  }
};

export const blockDecider: Decider<BlockCommand, BlockEvent, BlockList> = {
  initialState: initialBlockList,
  evolve: evolveBlockList,
  decide: decideBlock,
};
