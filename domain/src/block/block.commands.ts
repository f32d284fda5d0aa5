import type { Command } from '../kernel/message.js';

export type BlockMember = Command<'BlockMember', { memberId: string; blockedId: string }>;
export type UnblockMember = Command<'UnblockMember', { memberId: string; blockedId: string }>;
export type BlockCommand = BlockMember | UnblockMember;
