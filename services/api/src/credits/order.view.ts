import type { Order, OrderStatus, OrderView } from '@dating/domain';
import type { OrderRow } from '@dating/projections';

interface OrderFacts {
  readonly placed: NonNullable<Order['placed']>;
  readonly status: OrderStatus;
  readonly completedAt: string | null;
  readonly reversedCredits: number;
}

/** The number a member quotes to support: the order's day and the start of its id. */
export const orderNumberFor = (orderId: string, placedAt: string): string =>
  `${placedAt.slice(2, 10).replaceAll('-', '')}-${orderId.slice(0, 6).toUpperCase()}`;

export const toOrderView = ({ placed, status, completedAt, reversedCredits }: OrderFacts): OrderView => ({
  id: placed.orderId,
  number: placed.number,
  status,
  bundle_id: placed.bundleId,
  credits: placed.credits,
  method: placed.method,
  currency: placed.currency,
  price: placed.price,
  discount_amount: placed.discountAmount,
  discount_code: placed.discount?.code ?? null,
  amount: placed.amount,
  vat_percentage: placed.vatPercentage,
  vat_amount: placed.vatAmount,
  created_at: placed.placedAt,
  completed_at: completedAt,
  recurring: placed.recurring,
  reversed_credits: reversedCredits,
});

export const orderViewOfState = (order: Order): OrderView | undefined => (order.placed ? toOrderView({ ...order, placed: order.placed }) : undefined);

export const orderViewOfRow = (row: OrderRow): OrderView => toOrderView(row);
