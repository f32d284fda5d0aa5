/** What a member may report another member for; staff read the reason first. */
export const REPORT_REASONS = ['scam', 'harassment', 'underage', 'fake', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const isReportReason = (value: string): value is ReportReason => (REPORT_REASONS as readonly string[]).includes(value);

/** A comment says what the reason cannot; a longer text belongs in a mail to support. */
export const REPORT_COMMENT_MAX_LENGTH = 1000;

/** Enough messages to show a pattern; staff read every one of them. */
export const REPORTED_MESSAGES_MAX = 20;

export const REPORT_DECISIONS = ['dismiss', 'warn', 'ban'] as const;
export type ReportDecision = (typeof REPORT_DECISIONS)[number];
