import type { Command } from '../kernel/message.js';
import type { DirectDebitAccountTrace, DirectDebitDetails } from './direct-debit.events.js';

/** The caller draws the code and hashes it: the domain never makes randomness. */
export type RequestDirectDebitCode = Command<'RequestDirectDebitCode', { memberId: string; details: DirectDebitDetails; account: DirectDebitAccountTrace; codeHash: string }>;
export type ConfirmDirectDebit = Command<'ConfirmDirectDebit', { memberId: string; codeHash: string }>;
export type ChargeDirectDebit = Command<'ChargeDirectDebit', { memberId: string; orderId: string; amount: number; currency: string; monthlyLimit: number }>;
export type DirectDebitCommand = RequestDirectDebitCode | ConfirmDirectDebit | ChargeDirectDebit;
