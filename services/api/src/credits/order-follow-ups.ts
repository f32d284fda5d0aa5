import { Injectable } from '@nestjs/common';
import { orderDecider, orderStreamId, type OrderEvent } from '@dating/domain';
import { EventSourcedRepository } from '@dating/platform';
import { Wallets } from '../wallet/wallets.js';
import { Discounts } from './discounts.js';

/**
 * What follows from an order's events on other streams: credits for a paid order, credits taken back after a
 * refund or chargeback, the discount used or freed. Each step is keyed by the order, so the request that settled
 * the payment and the reactor that replays the log after a crash can both run it and it happens once.
 */
@Injectable()
export class OrderFollowUps {
  constructor(
    private readonly repository: EventSourcedRepository,
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
        await this.wallets.execute({ type: 'PurchaseCredits', data: { memberId, key: `purchase-${orderId}`, credits, orderId } });
        const discount = await this.discountOf(orderId);
        if (discount) await this.discounts.redeem(discount, memberId, orderId);
        return;
      }
      case 'OrderClosedUnpaid': {
        const discount = await this.discountOf(event.data.orderId);
        if (discount) await this.discounts.release(discount, event.data.memberId, event.data.orderId);
        return;
      }
      case 'OrderReversed': {
        const { orderId, memberId, kind, credits, totalCredits } = event.data;
        if (credits > 0) {
          await this.wallets.execute({ type: 'ReversePurchase', data: { memberId, key: `reversal-${orderId}-${totalCredits}`, credits, orderId, kind } });
        }
        return;
      }
      case 'OrderPlaced':
      case 'PaymentStarted':
        return;
    }
  }

  private async discountOf(orderId: string) {
    const { state } = await this.repository.load(orderDecider, orderStreamId(orderId));
    return state.placed?.discount ?? null;
  }
}
