import type { Decider } from '../kernel/decider.js';
import { DomainError } from '../kernel/domain-error.js';
import { assertNever } from '../kernel/message.js';
import { WALLET_ERRORS } from '../order/order.errors.js';
import type { CorrectCredits, WalletCommand } from './wallet.commands.js';
import { evolveWallet, initialWallet, type Wallet, type WalletEvent } from './wallet.events.js';

export const WALLET_RULE_ERRORS = {
  /** Amounts are whole, positive credits (a correction may be negative, never zero). */
  INVALID_AMOUNT: 'WALLET.INVALID_AMOUNT',
  REASON_REQUIRED: 'WALLET.REASON_REQUIRED',
} as const;

const requirePositiveCredits = (credits: number) => {
  if (!Number.isSafeInteger(credits) || credits <= 0) throw new DomainError(WALLET_RULE_ERRORS.INVALID_AMOUNT);
};

const movement = (command: WalletCommand, state: Wallet, credits: number, balance: number) => ({
  memberId: command.data.memberId,
  key: command.data.key,
  credits,
  balance,
  at: command.metadata.now,
  premium: state.premium,
});

const freeMessageFact = (command: WalletCommand, freeMessages: number) => ({
  memberId: command.data.memberId,
  key: command.data.key,
  freeMessages,
  at: command.metadata.now,
});

const correct = (command: CorrectCredits, state: Wallet): WalletEvent[] => {
  const { credits, reason, staffId } = command.data;
  if (!Number.isSafeInteger(credits) || credits === 0) throw new DomainError(WALLET_RULE_ERRORS.INVALID_AMOUNT);
  if (!reason.trim()) throw new DomainError(WALLET_RULE_ERRORS.REASON_REQUIRED);
  if (state.balance + credits < 0) throw new DomainError(WALLET_ERRORS.INSUFFICIENT_CREDITS, { balance: state.balance });
  return [{ type: 'CreditsCorrected', data: { ...movement(command, state, credits, state.balance + credits), reason: reason.trim(), staffId } }];
};

const decideNew = (command: WalletCommand, state: Wallet): WalletEvent[] => {
  switch (command.type) {
    case 'GrantCredits': {
      // A site that gives nothing at signup records nothing.
      if (command.data.credits === 0) return [];
      requirePositiveCredits(command.data.credits);
      const balance = state.balance + command.data.credits;
      return [{ type: 'CreditsGranted', data: { ...movement(command, state, command.data.credits, balance), reason: command.data.reason } }];
    }
    case 'PurchaseCredits': {
      requirePositiveCredits(command.data.credits);
      const balance = state.balance + command.data.credits;
      return [{ type: 'CreditsPurchased', data: { ...movement(command, state, command.data.credits, balance), orderId: command.data.orderId } }];
    }
    case 'GrantFreeMessages': {
      const { messages, reason } = command.data;
      if (messages === 0) return [];
      if (!Number.isSafeInteger(messages) || messages < 0) throw new DomainError(WALLET_RULE_ERRORS.INVALID_AMOUNT);
      return [{ type: 'FreeMessagesGranted', data: { ...freeMessageFact(command, state.freeMessages + messages), messages, reason } }];
    }
    case 'SpendCredits': {
      const { credits, purpose, recipientId } = command.data;
      requirePositiveCredits(credits);
      // Free messages go before credits, and only on messages (not gifts or photos).
      if (purpose === 'message' && state.freeMessages > 0) {
        return [{ type: 'FreeMessageUsed', data: { ...freeMessageFact(command, state.freeMessages - 1), recipientId } }];
      }
      if (credits > state.balance) throw new DomainError(WALLET_ERRORS.INSUFFICIENT_CREDITS, { balance: state.balance, needed: credits });
      return [{ type: 'CreditsSpent', data: { ...movement(command, state, credits, state.balance - credits), purpose, recipientId } }];
    }
    case 'RefundCredits': {
      const { spendKey } = command.data;
      // An undelivered message paid with a free message gets its free message back, not credits it never cost.
      if (state.freeMessageKeys.includes(spendKey)) return [{ type: 'FreeMessageReturned', data: { ...freeMessageFact(command, state.freeMessages + 1), spendKey } }];
      requirePositiveCredits(command.data.credits);
      const balance = state.balance + command.data.credits;
      return [{ type: 'CreditsRefunded', data: { ...movement(command, state, command.data.credits, balance), spendKey } }];
    }
    case 'CorrectCredits':
      return correct(command, state);
    case 'ReversePurchase': {
      requirePositiveCredits(command.data.credits);
      // Credits already spent were a service delivered: only what is left can be taken back.
      const takenBack = Math.min(command.data.credits, state.balance);
      if (takenBack === 0) return [];
      const { orderId, kind } = command.data;
      return [{ type: 'PurchaseReversed', data: { ...movement(command, state, takenBack, state.balance - takenBack), orderId, kind } }];
    }
    default:
      return assertNever(command);
  }
};

/** Every command carries its action's key: a key the wallet has just seen is a retry, and a retry changes nothing. */
export const decideWallet = (command: WalletCommand, state: Wallet): WalletEvent[] =>
  state.recentKeys.includes(command.data.key) ? [] : decideNew(command, state);

export const walletDecider: Decider<WalletCommand, WalletEvent, Wallet> = {
  initialState: initialWallet,
  evolve: evolveWallet,
  decide: decideWallet,
};

/** Bumped whenever `Wallet` changes shape: stored snapshots of another shape are ignored and the stream is read again. */
export const WALLET_SNAPSHOT_SCHEMA = 'wallet.v2';
