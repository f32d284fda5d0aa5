import { hasCode } from '../kernel/domain-error.js';
import { specFor } from '../kernel/given-when-then.js';
import { ORDER_ERRORS } from './order.errors.js';
import type { RepeatSlotCommand } from './repeat-slot.commands.js';
import { repeatSlotDecider } from './repeat-slot.decider.js';
import type { RepeatSlotEvent } from './repeat-slot.events.js';

const given = specFor(repeatSlotDecider);
const now = '2026-11-25T10:00:00.000Z';
const memberId = 'anna';
const take = (orderId: string): RepeatSlotCommand => ({ type: 'TakeRepeatSlot', data: { memberId, orderId }, metadata: { now } });
const free = (orderId: string): RepeatSlotCommand => ({ type: 'FreeRepeatSlot', data: { memberId, orderId }, metadata: { now } });
const taken = (orderId: string): RepeatSlotEvent => ({ type: 'RepeatSlotTaken', data: { memberId, orderId } });
const freed = (orderId: string): RepeatSlotEvent => ({ type: 'RepeatSlotFreed', data: { memberId, orderId } });

describe('Repeat slot', () => {
  describe('when free', () => {
    it('is taken by a repeat order', () => given([]).when(take('o1')).thenEvents([taken('o1')]));
    it('ignores freeing by an order that never held it', () => given([]).when(free('o1')).thenEvents([]));
  });

  describe('when a repeat order holds it', () => {
    it('refuses another repeat order', () => given([taken('o1')]).when(take('o2')).thenThrows(hasCode(ORDER_ERRORS.REPEAT_PENDING)));
    it('changes nothing when the same order takes it again', () => given([taken('o1')]).when(take('o1')).thenEvents([]));
    it('is freed by that order only', () => {
      given([taken('o1')]).when(free('o2')).thenEvents([]);
      given([taken('o1')]).when(free('o1')).thenEvents([freed('o1')]);
    });
  });

  describe('when freed', () => {
    it('is taken by the next repeat order', () => given([taken('o1'), freed('o1')]).when(take('o2')).thenEvents([taken('o2')]));
  });
});
