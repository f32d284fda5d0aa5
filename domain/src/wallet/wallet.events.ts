import type { Event } from '../kernel/message.js';
import { remember } from '../kernel/state-updates.js';

/** Why credits came without a purchase. */
export const GRANT_REASONS = ['signup'] as const;
export type GrantReason = (typeof GRANT_REASONS)[number];
/** What spent credits paid for. */
export const SPEND_PURPOSES = ['message', 'gift', 'photo'] as const;
export type SpendPurpose = (typeof SPEND_PURPOSES)[number];
/** How a paid order was taken back at the provider. */
export const REVERSAL_KINDS = ['refund', 'chargeback'] as const;
export type ReversalKind = (typeof REVERSAL_KINDS)[number];

/**
 * Every event carries `key`, the idempotency key of the action that caused it (an order id, a message id, a gift
 * id), and `balance`, the balance right after it: a fact for auditors and the transactions page; `evolve` recomputes
 * the balance from the amounts and never trusts it.
 */
interface Movement {
  memberId: string;
  key: string;
  credits: number;
  balance: number;
  at: string;
  /**
   * Whether the member had bought credits before this movement (spec §1: premium). A coarse analytic dimension the
   * wallet knows at once; movements recorded before it was kept lack it.
   */
  premium?: boolean;
}

/** Credits given without a purchase (`reason`: the site's signup credits). */
export type CreditsGranted = Event<'CreditsGranted', Movement & { reason: GrantReason }>;
/** Credits bought: the order `orderId` was paid. */
export type CreditsPurchased = Event<'CreditsPurchased', Movement & { orderId: string }>;
/** Credits paid for a message, gift or chat photo to `recipientId`. */
export type CreditsSpent = Event<'CreditsSpent', Movement & { purpose: SpendPurpose; recipientId: string | null }>;
/** Credits given back for a paid action that did not happen (a message that could not be delivered). */
export type CreditsRefunded = Event<'CreditsRefunded', Movement & { spendKey: string }>;
/** A staff correction; `credits` is signed. */
export type CreditsCorrected = Event<'CreditsCorrected', Movement & { reason: string; staffId: string }>;
/** Credits taken back after the payment of `orderId` was refunded or charged back: never more than are left. */
export type PurchaseReversed = Event<'PurchaseReversed', Movement & { orderId: string; kind: ReversalKind }>;

/** The events that move credits: each is a row of the member's transactions. */
export type CreditsEvent = CreditsGranted | CreditsPurchased | CreditsSpent | CreditsRefunded | CreditsCorrected | PurchaseReversed;

/**
 * Messages a new member may send without credits (the site's `signup_free_messages`); they are used before any
 * credit. Each carries `freeMessages`, the count left right after it, a fact `evolve` recomputes and never trusts.
 */
interface FreeMessageFact {
  memberId: string;
  key: string;
  freeMessages: number;
  at: string;
}
/** Free messages given to a new member (`reason`: signup), used before any credit. */
export type FreeMessagesGranted = Event<'FreeMessagesGranted', FreeMessageFact & { messages: number; reason: GrantReason }>;
/** A message paid with a free message instead of credits; `key` is the message's spend key. */
export type FreeMessageUsed = Event<'FreeMessageUsed', FreeMessageFact & { recipientId: string | null }>;
/** The free message of a message that was not delivered, given back. */
export type FreeMessageReturned = Event<'FreeMessageReturned', FreeMessageFact & { spendKey: string }>;
export type FreeMessageEvent = FreeMessagesGranted | FreeMessageUsed | FreeMessageReturned;

export type WalletEvent = CreditsEvent | FreeMessageEvent;

export const CREDITS_EVENT_TYPES: readonly CreditsEvent['type'][] = [
  'CreditsGranted', 'CreditsPurchased', 'CreditsSpent', 'CreditsRefunded', 'CreditsCorrected', 'PurchaseReversed',
];
export const FREE_MESSAGE_EVENT_TYPES: readonly FreeMessageEvent['type'][] = ['FreeMessagesGranted', 'FreeMessageUsed', 'FreeMessageReturned'];
export const WALLET_EVENT_TYPES: readonly WalletEvent['type'][] = [...CREDITS_EVENT_TYPES, ...FREE_MESSAGE_EVENT_TYPES];

/** One stream per member: the consistency boundary of the balance. */
export const walletStreamId = (memberId: string): string => `wallet-${memberId}`;

/** How many recent idempotency keys the state remembers: a retry comes within seconds, not thousands of actions later. */
export const REMEMBERED_KEYS = 200;

export interface Wallet {
  readonly balance: number;
  /** Spec §1: the first completed purchase makes the member premium, for good. */
  readonly premium: boolean;
  /** The most recent idempotency keys, oldest first (older ones are caught by the event store's unique event ids). */
  readonly recentKeys: readonly string[];
  readonly freeMessages: number;
  /** The spend keys of messages paid with a free message and not given back: few, as free messages are few. */
  readonly freeMessageKeys: readonly string[];
}

export const initialWallet: Wallet = { balance: 0, premium: false, recentKeys: [], freeMessages: 0, freeMessageKeys: [] };

/** What an event changes the balance by. */
export const creditsDelta = (event: WalletEvent): number => {
  switch (event.type) {
    case 'CreditsGranted':
    case 'CreditsPurchased':
    case 'CreditsRefunded':
    case 'CreditsCorrected':
      return event.data.credits;
    case 'CreditsSpent':
    case 'PurchaseReversed':
      return -event.data.credits;
    case 'FreeMessagesGranted':
    case 'FreeMessageUsed':
    case 'FreeMessageReturned':
      return 0;
  }
};

const evolveFreeMessages = (state: Wallet, event: WalletEvent): Pick<Wallet, 'freeMessages' | 'freeMessageKeys'> => {
  switch (event.type) {
    case 'FreeMessagesGranted':
      return { freeMessages: state.freeMessages + event.data.messages, freeMessageKeys: state.freeMessageKeys };
    case 'FreeMessageUsed':
      return { freeMessages: state.freeMessages - 1, freeMessageKeys: [...state.freeMessageKeys, event.data.key] };
    case 'FreeMessageReturned':
      return { freeMessages: state.freeMessages + 1, freeMessageKeys: state.freeMessageKeys.filter((key) => key !== event.data.spendKey) };
    default:
      return state;
  }
};

export const evolveWallet = (state: Wallet, event: WalletEvent): Wallet => {
  const { freeMessages, freeMessageKeys } = evolveFreeMessages(state, event);
  return {
    balance: state.balance + creditsDelta(event),
    premium: state.premium || event.type === 'CreditsPurchased',
    recentKeys: remember(state.recentKeys, event.data.key, REMEMBERED_KEYS),
    freeMessages,
    freeMessageKeys,
  };
};
