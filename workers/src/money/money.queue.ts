/** The queue of the money process manager's steps. */
export const MONEY_QUEUE = 'money';

export const MONEY_FOLLOW_UP_JOB = 'money.follow-up';

// A step fails only while the database is away: retry for about an hour.
export const MONEY_JOB_RETRY = { attempts: 8, backoffMs: 15_000 } as const;
