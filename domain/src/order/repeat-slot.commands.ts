import type { Command } from '../kernel/message.js';

export type TakeRepeatSlot = Command<'TakeRepeatSlot', { memberId: string; orderId: string }>;
export type FreeRepeatSlot = Command<'FreeRepeatSlot', { memberId: string; orderId: string }>;
export type RepeatSlotCommand = TakeRepeatSlot | FreeRepeatSlot;
