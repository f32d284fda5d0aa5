export const MEMBER_ERRORS = {
  ALREADY_SIGNED_UP: 'MEMBER.ALREADY_SIGNED_UP',
  NOT_FOUND: 'MEMBER.NOT_FOUND',
  ACTIVATION_LINK_INVALID: 'ACTIVATION.LINK_INVALID',
  LOGIN_FAILED: 'AUTH.LOGIN_FAILED',
  LANGUAGE_UNSUPPORTED: 'MEMBER.LANGUAGE_UNSUPPORTED',
  ALREADY_CONFIRMED: 'ACTIVATION.ALREADY_CONFIRMED',
  ACTIVATION_RESEND_LIMIT: 'ACTIVATION.RESEND_LIMIT',
  LOCKED_OUT: 'AUTH.LOCKED_OUT',
} as const;

export const EMAIL_CHANGE_ERRORS = {
  INVALID: 'EMAIL_CHANGE.INVALID',
  SAME: 'EMAIL_CHANGE.SAME',
  TAKEN: 'EMAIL_CHANGE.TAKEN',
  LINK_INVALID: 'EMAIL_CHANGE.LINK_INVALID',
} as const;

export const ACCOUNT_ERRORS = {
  DELETED: 'ACCOUNT.DELETED',
  NOT_DELETED: 'ACCOUNT.NOT_DELETED',
  REACTIVATION_LINK_INVALID: 'ACCOUNT.REACTIVATION_LINK_INVALID',
  DELETION_REASON_UNKNOWN: 'ACCOUNT.DELETION_REASON_UNKNOWN',
  /** The discount offered instead of deletion is given once per member. */
  RETENTION_OFFER_USED: 'ACCOUNT.RETENTION_OFFER_USED',
  /** The site offers no discount instead of deletion (its company delete_discount is 0). */
  RETENTION_OFFER_UNAVAILABLE: 'ACCOUNT.RETENTION_OFFER_UNAVAILABLE',
  /** Internal: the sweeper met a member whose grace period has not ended (a reactivation raced it). */
  DELETION_NOT_DUE: 'ACCOUNT.DELETION_NOT_DUE',
  /** Staff banned the member: the login is refused for good. */
  BANNED: 'ACCOUNT.BANNED',
} as const;

export const NOTIFICATION_ERRORS = {
  PREFERENCE_UNKNOWN: 'NOTIFICATIONS.PREFERENCE_UNKNOWN',
  /** A push subscription whose endpoint is not at a push service browsers use (see push-endpoint.rules.ts). */
  PUSH_SERVICE_UNKNOWN: 'NOTIFICATIONS.PUSH_SERVICE_UNKNOWN',
} as const;

/** The unsubscribe link of a notification mail. */
export const UNSUBSCRIBE_ERRORS = {
  /** Forged, altered, cut short, or made for another purpose. */
  LINK_INVALID: 'UNSUBSCRIBE.LINK_INVALID',
  /** The link is genuine but its member has been erased: there is nothing left to switch off. */
  MEMBER_GONE: 'UNSUBSCRIBE.MEMBER_GONE',
} as const;

/** Spec §9: activation links stay valid long enough to survive a slow mailbox or a weekend. */
export const ACTIVATION_LINK_LIFETIME_HOURS = 72;
/** Spec §9: the auth cookie lives 30 days; the server-side session the same. */
export const SESSION_LIFETIME_DAYS = 30;
/** A confirmation link for a new address outlives a day away from the mailbox, not much more. */
export const EMAIL_CHANGE_LINK_LIFETIME_HOURS = 24;
/** Resends of the activation mail per UTC day; enough for a slow mailbox, too few to mail-bomb an address. */
export const ACTIVATION_MAILS_PER_DAY = 5;
