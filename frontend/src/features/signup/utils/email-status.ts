/** POST /api/signup-check.php: whether an address is free, belongs to an active account, or to a deleted one. */
export const EMAIL_STATUSES = { available: 'available', active: 'active', deleted: 'deleted' } as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[keyof typeof EMAIL_STATUSES];
/** An address the signup cannot use: the member logs in, or reactivates the deleted account. */
export type EmailInUse = Exclude<EmailStatus, typeof EMAIL_STATUSES.available>;
