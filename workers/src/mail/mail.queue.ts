/** The queue of every outgoing mail job. */
export const MAIL_QUEUE = 'mail';

/** Retries of a mail job: SMTP hiccups pass within minutes; the last retry comes about 15 minutes after the first run. */
export const MAIL_JOB_RETRY = { attempts: 6, backoffMs: 30_000 } as const;
