export const MEMBER_ERRORS = {
  ALREADY_SIGNED_UP: 'MEMBER.ALREADY_SIGNED_UP',
  NOT_FOUND: 'MEMBER.NOT_FOUND',
  ACTIVATION_LINK_INVALID: 'ACTIVATION.LINK_INVALID',
  LOGIN_FAILED: 'AUTH.LOGIN_FAILED',
  LANGUAGE_UNSUPPORTED: 'MEMBER.LANGUAGE_UNSUPPORTED',
} as const;

/** Spec §9: activation links stay valid long enough to survive a slow mailbox or a weekend. */
export const ACTIVATION_LINK_LIFETIME_HOURS = 72;
/** Spec §9: the auth cookie lives 30 days; the server-side session the same. */
export const SESSION_LIFETIME_DAYS = 30;
