import { Inject, Injectable } from '@nestjs/common';
import { DomainError, ORDER_ERRORS, orderDecider, orderStreamId, type OrderView, type ReceiptView, type TransactionsView } from '@dating/domain';
import type { SqlExecutor } from '@dating/platform';
import { ordersOfMember, walletMovementsOfMember } from '@dating/projections';
import { companyInfoView } from '../catalog/catalog.views.js';
import { StreamDecisions } from '../event-sourcing/stream-decisions.js';
import { SQL } from '../runtime/tokens.js';
import { companyOfSite } from '../settings/company-info.js';
import type { SiteSettings } from '../settings/site-settings.js';
import { Wallets } from '../wallet/wallets.js';
import { orderViewOfRow, orderViewOfState } from './order.view.js';
import { OrderSettlement } from './order-settlement.js';

/** The member's orders and balance history (read models), and single orders from their own short streams. */
@Injectable()
export class Transactions {
  constructor(
    private readonly streams: StreamDecisions,
    private readonly wallets: Wallets,
    private readonly settlement: OrderSettlement,
    @Inject(SQL) private readonly sql: SqlExecutor,
  ) {}

  /**
   * One order of the member, current to its last event, and to the provider's word while its payment is open (the
   * buyer's result page reads it on their way back); another member's order does not exist for them.
   */
  async order(memberId: string, orderId: string): Promise<OrderView> {
    const state = await this.streams.load(orderDecider, orderStreamId(orderId));
    if (state.placed?.memberId !== memberId) throw new DomainError(ORDER_ERRORS.NOT_FOUND);
    return orderViewOfState(await this.settlement.refresh(state))!;
  }

  async of(memberId: string): Promise<TransactionsView> {
    const [wallet, orders, movements] = await Promise.all([
      this.wallets.of(memberId),
      ordersOfMember(this.sql, memberId),
      walletMovementsOfMember(this.sql, memberId),
    ]);
    return {
      balance: wallet.balance,
      orders: orders.map(orderViewOfRow),
      movements: movements.map((movement) => ({
        id: movement.id,
        kind: movement.kind,
        credits: movement.credits,
        balance: movement.balance,
        at: movement.at,
        reason: movement.reason,
        order_id: movement.orderId,
      })),
    };
  }

  /** A receipt exists for a paid order only. */
  async receipt(memberId: string, orderId: string, site: SiteSettings): Promise<ReceiptView> {
    const order = await this.order(memberId, orderId);
    if (order.status !== 'completed') throw new DomainError(ORDER_ERRORS.NOT_FOUND);
    return { order, company: companyInfoView(companyOfSite(site)) };
  }
}
