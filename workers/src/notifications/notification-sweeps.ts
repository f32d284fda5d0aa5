import { activationReminderDue, ACTIVATION_REMINDER_TIME_LEFT_MS, isoWeekOf, UNREAD_REMINDER_AFTER_MS, UNREAD_REMINDER_LATEST_MS } from '@dating/domain';
import { JOB_OUTCOMES, type JobOutcome, type QueueDriver } from '@dating/platform';
import type { NotificationCause } from './notification-cause.js';
import { NOTIFICATION_QUEUE, NOTIFY_JOB, NOTIFY_JOB_RETRY } from './notification.queue.js';

const PAGE = 500;

/** A due streak of unread messages, and where the page it came in ended. */
export interface DueStreak {
  readonly memberId: string;
  readonly conversationId: string;
  readonly firstMessageId: string;
  readonly since: string;
}

/** An activation link still waiting for its member's click. */
export interface PendingActivation {
  readonly memberId: string;
  readonly tokenId: string;
  readonly issuedAt: string;
  readonly expiresAt: string;
}

export interface NotificationSweepDeps {
  readonly queue: QueueDriver;
  /** Streaks unread since a moment in the window, after `cursor`, oldest first (the chats read model). */
  readonly findDueStreaks: (window: { notBefore: Date; dueBefore: Date }, cursor: DueStreak | null, limit: number) => Promise<readonly DueStreak[]>;
  /** Unconfirmed members' links out since `issuedBefore` and working after `validAfter`, after a member id (the member-contact read model). */
  readonly findPendingActivations: (window: { issuedBefore: Date; validAfter: Date }, afterMemberId: string, limit: number) => Promise<readonly PendingActivation[]>;
  /** Members who opted in to the weekly update, after `afterMemberId` in id order (the member-contact read model). */
  readonly findWeeklyUpdateReaders: (afterMemberId: string, limit: number) => Promise<readonly string[]>;
  readonly now: () => Date;
}

const enqueue = (queue: QueueDriver, jobId: string, cause: NotificationCause) => queue.enqueue(NOTIFICATION_QUEUE, NOTIFY_JOB, cause, { jobId, ...NOTIFY_JOB_RETRY });

/** Goes through every page of `find`, each found item's job enqueued before the next page is asked for. */
const everyPage = async <Item, Cursor>(find: (cursor: Cursor, limit: number) => Promise<readonly Item[]>, first: Cursor, next: (last: Item) => Cursor, work: (item: Item) => Promise<void>) => {
  let cursor = first;
  for (;;) {
    const items = await find(cursor, PAGE);
    await Promise.all(items.map(work));
    if (items.length < PAGE) return;
    cursor = next(items[items.length - 1]!);
  }
};

/**
 * The reminders: a streak of messages unread a day after its first is recalled once, and so is a link to confirm the
 * address that is still unused a day after it went out. Both deadlines are rows the read models keep from the log, so
 * a restart loses none; reading, or confirming, ends one. Each reminder's job is named after its streak or its link,
 * so sweeping it again enqueues nothing new.
 */
export const reminderSweep =
  (deps: NotificationSweepDeps) =>
  async (): Promise<JobOutcome> => {
    const now = deps.now();
    const streaksWindow = { notBefore: new Date(now.getTime() - UNREAD_REMINDER_LATEST_MS), dueBefore: new Date(now.getTime() - UNREAD_REMINDER_AFTER_MS) };
    await everyPage<DueStreak, DueStreak | null>(
      (cursor, limit) => deps.findDueStreaks(streaksWindow, cursor, limit),
      null,
      (last) => last,
      ({ memberId, conversationId, firstMessageId }) =>
        enqueue(deps.queue, `notify-unread.${memberId}.${firstMessageId}`, { cause: 'unread_reminder', memberId, conversationId, firstMessageId }),
    );
    // Links out for at least the time left a reminder needs are the candidates; the domain rule picks the due ones.
    const activationWindow = { issuedBefore: new Date(now.getTime() - ACTIVATION_REMINDER_TIME_LEFT_MS), validAfter: new Date(now.getTime() + ACTIVATION_REMINDER_TIME_LEFT_MS) };
    await everyPage<PendingActivation, string>(
      (after, limit) => deps.findPendingActivations(activationWindow, after, limit),
      '',
      (last) => last.memberId,
      async ({ memberId, tokenId, issuedAt, expiresAt }) => {
        if (!activationReminderDue(new Date(issuedAt), new Date(expiresAt), now)) return;
        await enqueue(deps.queue, `notify-activation.${tokenId}`, { cause: 'activation_reminder', memberId, tokenId, expiresAt });
      },
    );
    return JOB_OUTCOMES.DONE;
  };

/** How often the sweeps run; with DEV_CLOCK tests move the clock by days and should not wait long for what follows. */
export const reminderSweepEveryMs = (devClock: boolean): number => (devClock ? 10_000 : 10 * 60_000);
export const weeklyUpdateSweepEveryMs = (devClock: boolean): number => (devClock ? 60_000 : 60 * 60_000);

/**
 * The weekly update of every member who opted in: one job per member and ISO week, so the sweeps of a week after the
 * first enqueue nothing new, and the job's ledger key tells it once even after the queue forgot the job.
 */
export const weeklyUpdateSweep =
  (deps: NotificationSweepDeps) =>
  async (): Promise<JobOutcome> => {
    const week = isoWeekOf(deps.now());
    await everyPage<string, string>(
      (after, limit) => deps.findWeeklyUpdateReaders(after, limit),
      '',
      (last) => last,
      (memberId) => enqueue(deps.queue, `notify-weekly.${memberId}.${week}`, { cause: 'weekly_update', memberId, week }),
    );
    return JOB_OUTCOMES.DONE;
  };
