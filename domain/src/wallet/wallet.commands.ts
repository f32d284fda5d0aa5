import type { Command } from '../kernel/message.js';
import type { GrantReason, ReversalKind, SpendPurpose } from './wallet.events.js';

interface Keyed {
  memberId: string;
  /** Idempotency key: the same key again changes nothing. */
  key: string;
}

export type GrantCredits = Command<'GrantCredits', Keyed & { credits: number; reason: GrantReason }>;
export type GrantFreeMessages = Command<'GrantFreeMessages', Keyed & { messages: number; reason: GrantReason }>;
export type PurchaseCredits = Command<'PurchaseCredits', Keyed & { credits: number; orderId: string }>;
export type SpendCredits = Command<'SpendCredits', Keyed & { credits: number; purpose: SpendPurpose; recipientId: string | null }>;
export type RefundCredits = Command<'RefundCredits', Keyed & { credits: number; spendKey: string }>;
export type CorrectCredits = Command<'CorrectCredits', Keyed & { credits: number; reason: string; staffId: string }>;
export type ReversePurchase = Command<'ReversePurchase', Keyed & { credits: number; orderId: string; kind: ReversalKind }>;

export type WalletCommand =
  | GrantCredits
  | GrantFreeMessages
  | PurchaseCredits
  | SpendCredits
  | RefundCredits
  | CorrectCredits
  | ReversePurchase;
