import { BLOCK_ERRORS, CHAT_ERRORS, WALLET_ERRORS } from '@dating/domain';

/** What the page offers after a refused send: the way to buy credits, or nothing but the message. */
export type SendFailure = { code: string; params?: Record<string, string | number>; buyCredits: boolean };

// Spec §9 insufficient-credits alert "with the way to buy"; a free member out of free chats buys to go on too.
const BUY_TO_GO_ON: readonly string[] = [WALLET_ERRORS.INSUFFICIENT_CREDITS, CHAT_ERRORS.FREE_CHATS_USED];

export const sendFailureOf = (error: { code: string; params?: Record<string, string | number> }): SendFailure => ({
  ...error,
  buyCredits: BUY_TO_GO_ON.includes(error.code),
});

/** Refusals after which writing on is pointless until something changes elsewhere (a block). */
export const closesConversation = (code: string): boolean => code === BLOCK_ERRORS.BLOCKED_BY_MEMBER;
