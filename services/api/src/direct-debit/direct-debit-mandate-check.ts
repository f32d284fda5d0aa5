/** What ordering by direct debit (sdd) needs from the direct-debit feature. */
export interface DirectDebitMandateCheck {
  /** A mandate confirmed by its SMS code exists. */
  isConfirmed(memberId: string): Promise<boolean>;
  /** Counts the order against the month's limit; refuses a blocked account or a full month with the reason. */
  authorize(memberId: string, charge: { orderId: string; amount: number; currency: string; monthlyLimit: number }): Promise<void>;
}

export const DIRECT_DEBIT_MANDATES = Symbol('DIRECT_DEBIT_MANDATES');
