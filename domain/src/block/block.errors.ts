export const BLOCK_ERRORS = {
  SELF: 'BLOCK.SELF',
  /** Shown to the blocked member ("this member blocked you") on every route to the blocker. */
  BLOCKED_BY_MEMBER: 'BLOCK.BLOCKED_BY_MEMBER',
} as const;
