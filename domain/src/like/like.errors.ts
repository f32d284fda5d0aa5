export const LIKE_ERRORS = {
  SELF: 'LIKE.SELF',
  /** The member liking blocked the other one: unblock first. */
  MEMBER_BLOCKED: 'LIKE.MEMBER_BLOCKED',
} as const;

export const SWIPE_ERRORS = {
  /** Every like of the member's day is used; `params.next_like_at` says when the next one comes. */
  NO_LIKES_LEFT: 'SWIPE.NO_LIKES_LEFT',
} as const;
