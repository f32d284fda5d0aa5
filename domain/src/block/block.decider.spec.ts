import { hasCode } from '../kernel/domain-error.js';
import { specFor } from '../kernel/given-when-then.js';
import type { BlockCommand } from './block.commands.js';
import { blockDecider } from './block.decider.js';
import { BLOCK_ERRORS } from './block.errors.js';
import type { BlockEvent } from './block.events.js';

const given = specFor(blockDecider);
const now = '2026-11-22T10:00:00.000Z';
const memberId = 'anna';
const blockedId = 'bert';

const block = (target: string): BlockCommand => ({ type: 'BlockMember', data: { memberId, blockedId: target }, metadata: { now } });
const unblock = (target: string): BlockCommand => ({ type: 'UnblockMember', data: { memberId, blockedId: target }, metadata: { now } });
const blocked: BlockEvent = { type: 'MemberBlocked', data: { memberId, blockedId, blockedAt: '2026-11-20T08:00:00.000Z' } };
const unblocked: BlockEvent = { type: 'MemberUnblocked', data: { memberId, blockedId } };

describe('Block list', () => {
  describe('when nobody is blocked', () => {
    it('blocks a member at the time of the command', () =>
      given([]).when(block(blockedId)).thenEvents([{ type: 'MemberBlocked', data: { memberId, blockedId, blockedAt: now } }]));

    it('refuses to block the member themselves', () => given([]).when(block(memberId)).thenThrows(hasCode(BLOCK_ERRORS.SELF)));

    it('treats unblocking as already done', () => given([]).when(unblock(blockedId)).thenEvents([]));
  });

  describe('when a member is blocked', () => {
    it('does not block the same member twice', () => given([blocked]).when(block(blockedId)).thenEvents([]));

    it('unblocks the member', () => given([blocked]).when(unblock(blockedId)).thenEvents([unblocked]));

    it('blocks another member as well', () =>
      given([blocked]).when(block('carl')).thenEvents([{ type: 'MemberBlocked', data: { memberId, blockedId: 'carl', blockedAt: now } }]));
  });

  describe('when a member was blocked and unblocked', () => {
    it('can block the member again', () =>
      given([blocked, unblocked]).when(block(blockedId)).thenEvents([{ type: 'MemberBlocked', data: { memberId, blockedId, blockedAt: now } }]));
  });
});
