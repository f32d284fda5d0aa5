export const DIRECT_DEBIT_ERRORS = {
  /** Spec §5 'Code ongeldig'. */
  CODE_INVALID: 'DIRECT_DEBIT.CODE_INVALID',
  CODE_EXPIRED: 'DIRECT_DEBIT.CODE_EXPIRED',
  /** Spec §8 'Je account is geblokkeerd voor automatische incasso.' */
  BLOCKED: 'DIRECT_DEBIT.BLOCKED',
  /** Spec §8: the month's direct-debit limit is reached. */
  MONTHLY_LIMIT_REACHED: 'DIRECT_DEBIT.MONTHLY_LIMIT_REACHED',
  NOT_CONFIRMED: 'DIRECT_DEBIT.NOT_CONFIRMED',
} as const;
