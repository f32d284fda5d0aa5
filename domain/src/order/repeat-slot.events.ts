import type { Event } from '../kernel/message.js';

/** A repeat order was placed and holds the member's one repeat slot until it is paid or closed unpaid. */
export type RepeatSlotTaken = Event<'RepeatSlotTaken', { memberId: string; orderId: string }>;
/** The repeat order holding the slot was paid or closed unpaid: another repeat order may run. */
export type RepeatSlotFreed = Event<'RepeatSlotFreed', { memberId: string; orderId: string }>;
/**
 * A repeat order charges the member's card or mandate without them at a checkout, so one may run at a time: the slot
 * is taken by the repeat order that was placed and given back when that order is paid or closed unpaid. One short
 * stream per member, so parallel repeat requests decide on one stream.
 */
export type RepeatSlotEvent = RepeatSlotTaken | RepeatSlotFreed;

export const REPEAT_SLOT_EVENT_TYPES: readonly RepeatSlotEvent['type'][] = ['RepeatSlotTaken', 'RepeatSlotFreed'];

export const repeatSlotStreamId = (memberId: string): string => `repeat-slot-${memberId}`;

export interface RepeatSlot {
  /** The repeat order waiting for its payment, if any. */
  readonly heldBy: string | null;
}
export const initialRepeatSlot: RepeatSlot = { heldBy: null };

export const evolveRepeatSlot = (_state: RepeatSlot, event: RepeatSlotEvent): RepeatSlot => {
  switch (event.type) {
    case 'RepeatSlotTaken':
      return { heldBy: event.data.orderId };
    case 'RepeatSlotFreed':
      return { heldBy: null };
  }
};
