export const REPORT_ERRORS = {
  SELF: 'REPORT.SELF',
  REASON_UNKNOWN: 'REPORT.REASON_UNKNOWN',
  /** A reported message is not one the reported member sent to the reporter. */
  MESSAGE_UNKNOWN: 'REPORT.MESSAGE_UNKNOWN',
  TOO_MANY_MESSAGES: 'REPORT.TOO_MANY_MESSAGES',
  NOT_FOUND: 'REPORT.NOT_FOUND',
  /** Staff decide a report once; a second moderator's click finds it decided. */
  ALREADY_DECIDED: 'REPORT.ALREADY_DECIDED',
} as const;
