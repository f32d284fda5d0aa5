import type { OrderPlaced, OrderStatus, WalletMovementKind } from '@dating/domain';
import type { SqlExecutor } from '@dating/platform';
import { ORDERS_TABLE, WALLET_MOVEMENTS_TABLE } from './money.projection.js';

export interface OrderRow {
  readonly placed: OrderPlaced['data'];
  readonly status: OrderStatus;
  readonly paymentId: string | null;
  readonly customerId: string | null;
  readonly mandateId: string | null;
  readonly completedAt: string | null;
  readonly reversedCredits: number;
}

interface RawOrder {
  placed: OrderPlaced['data'];
  status: OrderStatus;
  payment_id: string | null;
  customer_id: string | null;
  mandate_id: string | null;
  completed_at: Date | string | null;
  reversed_credits: number;
}

const toOrderRow = (row: RawOrder): OrderRow => ({
  placed: row.placed,
  status: row.status,
  paymentId: row.payment_id,
  customerId: row.customer_id,
  mandateId: row.mandate_id,
  completedAt: row.completed_at === null ? null : new Date(row.completed_at).toISOString(),
  reversedCredits: Number(row.reversed_credits),
});

const ORDER_COLUMNS = 'placed, status, payment_id, customer_id, mandate_id, completed_at, reversed_credits';

/** The member's orders, newest first (a page's worth). */
export const ordersOfMember = async (sql: SqlExecutor, memberId: string, limit = 100): Promise<OrderRow[]> => {
  const { rows } = await sql.query<RawOrder>(
    `select ${ORDER_COLUMNS} from ${ORDERS_TABLE} where member_id = $1 order by placed->>'placedAt' desc limit $2`,
    [memberId, limit],
  );
  return rows.map(toOrderRow);
};

/** The member's last paid order that left a mandate: what /credits/repeat-order charges again. */
export const lastMandateOrder = async (sql: SqlExecutor, memberId: string): Promise<OrderRow | undefined> => {
  const { rows } = await sql.query<RawOrder>(
    `select ${ORDER_COLUMNS} from ${ORDERS_TABLE} where member_id = $1 and status = 'completed' and mandate_id is not null
     order by completed_at desc limit 1`,
    [memberId],
  );
  return rows[0] && toOrderRow(rows[0]);
};

/**
 * Orders still open after `before`, oldest first: the reconciliation sweep asks the provider about those with a
 * payment and closes those whose payment never started (their placing request died before asking the provider).
 */
export const ordersAwaitingPayment = async (sql: SqlExecutor, before: Date, limit: number): Promise<{ orderId: string; paymentId: string | null }[]> => {
  const { rows } = await sql.query<{ order_id: string; payment_id: string | null }>(
    `select order_id, payment_id from ${ORDERS_TABLE} where status in ('loading', 'pending') and updated_at < $1
     order by updated_at limit $2`,
    [before.toISOString(), limit],
  );
  return rows.map((row) => ({ orderId: row.order_id, paymentId: row.payment_id }));
};

export interface WalletMovementRow {
  readonly id: string;
  readonly kind: WalletMovementKind;
  readonly credits: number;
  readonly balance: number;
  readonly at: string;
  readonly reason: string | null;
  readonly orderId: string | null;
}

export const walletMovementsOfMember = async (sql: SqlExecutor, memberId: string, limit = 200): Promise<WalletMovementRow[]> => {
  const { rows } = await sql.query<{ event_id: string; kind: WalletMovementKind; credits: number; balance: number; at: Date | string; reason: string | null; order_id: string | null }>(
    `select event_id, kind, credits, balance, at, reason, order_id from ${WALLET_MOVEMENTS_TABLE} where member_id = $1 order by at desc, balance limit $2`,
    [memberId, limit],
  );
  return rows.map((row) => ({
    id: row.event_id,
    kind: row.kind,
    credits: Number(row.credits),
    balance: Number(row.balance),
    at: new Date(row.at).toISOString(),
    reason: row.reason,
    orderId: row.order_id,
  }));
};
