import { Injectable } from '@nestjs/common';
import { orderDecider, orderStreamId, purchaseKey, repeatSlotDecider, reversalKey, repeatSlotStreamId, type Order, type OrderEvent } from '@dating/domain';
import { StreamDecisions } from '../event-sourcing/stream-decisions.js';
import { Wallets } from '../wallet/wallets.js';
import { Discounts } from './discounts.js';

/**
 * What follows from an order's events on other streams: credits for a paid order, credits taken back after a
 * refund or chargeback, the discount used or freed, a repeat order's slot given back when its payment is decided. Each step is keyed by the order, so the request that settled
 * the payment and the reactor that replays the log after a crash can both run it and it happens once.
 */
@Injectable()
export class OrderFollowUps {
  constructor(
    private readonly streams: StreamDecisions,
    private readonly wallets: Wallets,
    private readonly discounts: Discounts,
  ) {}

  async apply(events: readonly OrderEvent[]): Promise<void> {
    for (const event of events) await this.follow(event);
  }

  private async follow(event: OrderEvent): Promise<void> {
    switch (event.type) {
      case 'OrderCompleted': {
        const { orderId, memberId, credits } = event.data;
        await this.wallets.execute({ type: 'PurchaseCredits', data: { memberId, key: purchaseKey(orderId), credits, orderId } });
        const placed = await this.placedOf(orderId);
        if (placed?.discount) await this.discounts.redeem(placed.discount, memberId, orderId);
        await this.freeRepeatSlot(placed);
        return;
      }
      case 'OrderClosedUnpaid': {
        const placed = await this.placedOf(event.data.orderId);
        if (placed?.discount) await this.discounts.release(placed.discount, event.data.memberId, event.data.orderId);
        await this.freeRepeatSlot(placed);
        return;
      }
      case 'OrderReversed': {
        const { orderId, memberId, kind, credits, totalCredits } = event.data;
        if (credits > 0) {
          await this.wallets.execute({ type: 'ReversePurchase', data: { memberId, key: reversalKey(orderId, totalCredits), credits, orderId, kind } });
        }
        return;
      }
      case 'OrderPlaced':
      case 'PaymentStarted':
        return;
    }
  }

  private async placedOf(orderId: string): Promise<Order['placed']> {
    return (await this.streams.load(orderDecider, orderStreamId(orderId))).placed;
  }

  private async freeRepeatSlot(placed: Order['placed']): Promise<void> {
    if (!placed?.recurring) return;
    // Dated by the order, not by whichever run of this step (the request's or the reactor's) gets there first.
    await this.streams.decide(
      repeatSlotDecider,
      repeatSlotStreamId(placed.memberId),
      { type: 'FreeRepeatSlot', data: { memberId: placed.memberId, orderId: placed.orderId } },
      { now: new Date(placed.placedAt) },
    );
  }
}
