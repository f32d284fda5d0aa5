/**
 * The keys of a wallet's movements: each names what it pays for or gives back, so a movement retried meets its first
 * run in the wallet's remembered keys, and a refund names the spend it returns.
 */
const MESSAGE_SPEND = 'message-';

/** The spend of a message, gift or chat photo (a gift and a photo are messages too). */
export const messageSpendKey = (messageId: string): string => `${MESSAGE_SPEND}${messageId}`;
/** The message a spend key paid for, or undefined for another movement's key. */
export const messageOfSpendKey = (spendKey: string): string | undefined => (spendKey.startsWith(MESSAGE_SPEND) ? spendKey.slice(MESSAGE_SPEND.length) : undefined);
export const refundKey = (spendKey: string): string => `refund-${spendKey}`;
export const purchaseKey = (orderId: string): string => `purchase-${orderId}`;
/** A payment reversed in part is reversed again for a larger total: each total is its own movement. */
export const reversalKey = (orderId: string, totalCredits: number): string => `reversal-${orderId}-${totalCredits}`;
export const correctionKey = (correctionId: string): string => `correction-${correctionId}`;
