import {
  ORDER_EVENT_TYPES,
  CREDITS_EVENT_TYPES,
  type AccountErased,
  type CreditsEvent,
  type OrderEvent,
  type RecordedEvent,
  type WalletMovementKind,
} from '@dating/domain';
import type { SqlExecutor } from '@dating/platform';
import { assertIdentifier, insertRows, type SqlProjection } from '../sql-projection/sql-projection.js';

export const ORDERS_TABLE = 'rm_orders';
export const WALLET_MOVEMENTS_TABLE = 'rm_wallet_movements';

const tables = (suffix: string) => ({
  orders: assertIdentifier(`${ORDERS_TABLE}${suffix}`),
  movements: assertIdentifier(`${WALLET_MOVEMENTS_TABLE}${suffix}`),
});

const migrate = async (tx: SqlExecutor, suffix: string) => {
  const { orders, movements } = tables(suffix);
  // Amounts, credits and methods only: no personal field of the member rests here.
  await tx.query(
    `create table if not exists ${orders} (
      order_id uuid primary key,
      member_id text not null,
      placed jsonb not null,
      status text not null,
      payment_id text,
      customer_id text,
      mandate_id text,
      completed_at timestamptz,
      reversed_credits integer not null default 0,
      updated_at timestamptz not null)`,
  );
  await tx.query(`create index if not exists ${orders}_member on ${orders} (member_id, (placed->>'placedAt') desc)`);
  await tx.query(`create index if not exists ${orders}_open on ${orders} (status, updated_at) where status in ('loading', 'pending')`);
  await tx.query(`create index if not exists ${orders}_payment on ${orders} (payment_id)`);
  await tx.query(
    `create table if not exists ${movements} (
      event_id text primary key,
      member_id text not null,
      kind text not null,
      credits integer not null,
      balance integer not null,
      at timestamptz not null,
      reason text,
      order_id text)`,
  );
  await tx.query(`create index if not exists ${movements}_member on ${movements} (member_id, at desc)`);
};

const MOVEMENT_KIND: Record<CreditsEvent['type'], WalletMovementKind> = {
  CreditsGranted: 'signup_bonus',
  CreditsPurchased: 'purchase',
  CreditsSpent: 'spend',
  CreditsRefunded: 'refund',
  CreditsCorrected: 'correction',
  PurchaseReversed: 'reversal',
};

const movementOf = (event: CreditsEvent) => {
  switch (event.type) {
    case 'CreditsGranted':
      return { credits: event.data.credits, reason: event.data.reason, orderId: null };
    case 'CreditsPurchased':
      return { credits: event.data.credits, reason: null, orderId: event.data.orderId };
    case 'CreditsSpent':
      return { credits: -event.data.credits, reason: event.data.purpose, orderId: null };
    case 'CreditsRefunded':
      return { credits: event.data.credits, reason: null, orderId: null };
    case 'CreditsCorrected':
      return { credits: event.data.credits, reason: event.data.reason, orderId: null };
    case 'PurchaseReversed':
      return { credits: -event.data.credits, reason: event.data.kind, orderId: event.data.orderId };
  }
};

const applyOrder = async (tx: SqlExecutor, orders: string, event: OrderEvent, at: string) => {
  switch (event.type) {
    case 'OrderPlaced':
      await tx.query(
        `insert into ${orders} (order_id, member_id, placed, status, updated_at) values ($1, $2, $3::jsonb, 'loading', $4) on conflict do nothing`,
        [event.data.orderId, event.data.memberId, JSON.stringify(event.data), at],
      );
      return;
    case 'PaymentStarted':
      await tx.query(`update ${orders} set payment_id = $2, status = 'pending', updated_at = $3 where order_id = $1`, [event.data.orderId, event.data.paymentId, at]);
      return;
    case 'OrderCompleted':
      await tx.query(
        `update ${orders} set status = 'completed', completed_at = $2, customer_id = $3, mandate_id = $4, updated_at = $2 where order_id = $1`,
        [event.data.orderId, event.data.completedAt, event.data.customerId, event.data.mandateId],
      );
      return;
    case 'OrderClosedUnpaid':
      await tx.query(`update ${orders} set status = $2, updated_at = $3 where order_id = $1`, [event.data.orderId, event.data.status, event.data.closedAt]);
      return;
    case 'OrderReversed':
      await tx.query(`update ${orders} set reversed_credits = $2, updated_at = $3 where order_id = $1`, [event.data.orderId, event.data.totalCredits, event.data.at]);
      return;
  }
};

const apply = async (tx: SqlExecutor, recorded: RecordedEvent, suffix: string) => {
  const { orders, movements } = tables(suffix);
  const event = { type: recorded.type, data: recorded.data } as OrderEvent | CreditsEvent | AccountErased;
  if (event.type === 'AccountErased') {
    await tx.query(`delete from ${orders} where member_id = $1`, [event.data.memberId]);
    await tx.query(`delete from ${movements} where member_id = $1`, [event.data.memberId]);
    return;
  }
  if ((ORDER_EVENT_TYPES as readonly string[]).includes(event.type)) {
    await applyOrder(tx, orders, event as OrderEvent, recorded.recordedAt);
    return;
  }
  await insertMovements(tx, [recorded], suffix);
};

const MOVEMENT_COLUMNS = ['event_id', 'member_id', 'kind', 'credits', 'balance', 'at', 'reason', 'order_id'];

/** Wallet events, each a movement of its wallet, in one statement. */
const insertMovements = async (tx: SqlExecutor, recorded: readonly RecordedEvent[], suffix: string) => {
  const rows = recorded.map((event) => {
    const walletEvent = { type: event.type, data: event.data } as CreditsEvent;
    const { credits, reason, orderId } = movementOf(walletEvent);
    return [event.id, walletEvent.data.memberId, MOVEMENT_KIND[walletEvent.type], credits, walletEvent.data.balance, walletEvent.data.at, reason, orderId];
  });
  await insertRows(tx, tables(suffix).movements, MOVEMENT_COLUMNS, rows, 'on conflict do nothing');
};

/** Orders and wallet movements per member: the transactions page, receipts, repeat orders and the reconciliation sweep. */
export const moneyProjection: SqlProjection = {
  name: 'money',
  canHandle: [...ORDER_EVENT_TYPES, ...CREDITS_EVENT_TYPES, 'AccountErased'],
  tables: [ORDERS_TABLE, WALLET_MOVEMENTS_TABLE],
  migrate,
  apply,
  runs: { types: CREDITS_EVENT_TYPES, apply: insertMovements },
};
