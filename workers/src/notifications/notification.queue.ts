/** The queue of every push and mail that tells a member the news (messages, likes, matches, reminders). */
export const NOTIFICATION_QUEUE = 'notifications';

export const NOTIFY_JOB = 'notify';
/** Sweeps on the sweeps' queue: the notify queue holds only news, so its depth is the news waiting to be told. */
export const REMINDER_SWEEP_JOB = 'sweep.reminders';
export const WEEKLY_UPDATE_SWEEP_JOB = 'sweep.weekly-updates';

/** Push services and SMTP hiccups pass within minutes; the last retry comes about 15 minutes after the first run. */
export const NOTIFY_JOB_RETRY = { attempts: 6, backoffMs: 30_000 } as const;

/**
 * Notify jobs running at once in one worker process. Each spends most of its time waiting on a push service or an SMTP
 * server: a process that tells about 3,000 notices a second, each waiting some 50 to 80 ms on them, needs about 250 in
 * flight to stay busy. Jobs running side by side also share their read-model lookups, so more at once means fewer,
 * larger queries (64 at once told about an eighth fewer notices a second in `npm run bench -- notify`).
 */
export const NOTIFY_CONCURRENCY = 256;
