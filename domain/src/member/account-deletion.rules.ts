/** Spec §1, §9: a deleted account can be reactivated through the mail sent at deletion for 14 days; then it is erased. */
export const ACCOUNT_DELETION_GRACE_DAYS = 14;
export const DELETION_COMMENT_MAX_LENGTH = 1000;
/** Mails with the reactivation link per UTC day, the deletion's own included: enough for a lost mail, too few to mail-bomb. */
export const REACTIVATION_MAILS_PER_DAY = 3;

/** Why members leave; the settings screen offers these and an alternative for some. */
export const DELETION_REASONS = [
  'found_partner',
  'not_enough_matches',
  'too_expensive',
  'too_many_messages',
  'privacy',
  'technical_problems',
  'taking_a_break',
  'other',
] as const;
export type DeletionReason = (typeof DELETION_REASONS)[number];

export const isDeletionReason = (value: string): value is DeletionReason => (DELETION_REASONS as readonly string[]).includes(value);
