import type { Decider } from '../kernel/decider.js';
import { DomainError } from '../kernel/domain-error.js';
import { assertNever } from '../kernel/message.js';
import { ORDER_ERRORS } from './order.errors.js';
import type { RepeatSlotCommand } from './repeat-slot.commands.js';
import { evolveRepeatSlot, initialRepeatSlot, type RepeatSlot, type RepeatSlotEvent } from './repeat-slot.events.js';

const decideRepeatSlot = (command: RepeatSlotCommand, state: RepeatSlot): RepeatSlotEvent[] => {
  switch (command.type) {
    case 'TakeRepeatSlot':
      // The same order taking it again is a retried step.
      if (state.heldBy === command.data.orderId) return [];
      if (state.heldBy !== null) throw new DomainError(ORDER_ERRORS.REPEAT_PENDING);
      return [{ type: 'RepeatSlotTaken', data: command.data }];
    case 'FreeRepeatSlot':
      return state.heldBy === command.data.orderId ? [{ type: 'RepeatSlotFreed', data: command.data }] : [];
    default:
      return assertNever(command);
  }
};

export const repeatSlotDecider: Decider<RepeatSlotCommand, RepeatSlotEvent, RepeatSlot> = {
  initialState: initialRepeatSlot,
  evolve: evolveRepeatSlot,
  decide: decideRepeatSlot,
};
