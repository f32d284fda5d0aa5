import type { QueueDriver } from '@dating/platform';
import { reminderSweep, weeklyUpdateSweep, type DueStreak, type NotificationSweepDeps, type PendingActivation } from './notification-sweeps.js';

const NOW = new Date('2026-11-26T10:00:00.000Z');
const HOUR_MS = 3_600_000;
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * HOUR_MS).toISOString();

const setUp = (found: { streaks?: DueStreak[]; activations?: PendingActivation[]; weeklyReaders?: string[] }) => {
  const jobs = new Map<string, unknown>();
  const windows: unknown[] = [];
  const deps: NotificationSweepDeps = {
    queue: { enqueue: async (_queue: string, _name: string, data: unknown, { jobId }: { jobId: string }) => void jobs.set(jobId, data) } as unknown as QueueDriver,
    // Paged by position, as the read models page them.
    findDueStreaks: async (window, cursor, limit) => {
      windows.push(window);
      const streaks = found.streaks ?? [];
      const start = cursor ? streaks.indexOf(cursor) + 1 : 0;
      return streaks.slice(start, start + limit);
    },
    findPendingActivations: async (_window, after, limit) => (found.activations ?? []).filter((activation) => activation.memberId > after).slice(0, limit),
    findWeeklyUpdateReaders: async (after, limit) => (found.weeklyReaders ?? []).filter((memberId) => memberId > after).slice(0, limit),
    now: () => NOW,
  };
  return { deps, jobs, windows };
};

describe('The reminder sweep', () => {
  it('asks for the streaks unread for between one and three days, and enqueues one reminder per streak however often it runs', async () => {
    const streaks = ['a', 'b', 'c'].map((name) => ({ memberId: `m-${name}`, conversationId: `c-${name}`, firstMessageId: `msg-${name}`, since: hoursAgo(30) }));
    const { deps, jobs, windows } = setUp({ streaks });
    await reminderSweep(deps)();
    await reminderSweep(deps)();

    expect(windows[0]).toEqual({ notBefore: new Date(hoursAgo(72)), dueBefore: new Date(hoursAgo(24)) });
    expect([...jobs.keys()]).toEqual(['notify-unread.m-a.msg-a', 'notify-unread.m-b.msg-b', 'notify-unread.m-c.msg-c']);
    expect(jobs.get('notify-unread.m-a.msg-a')).toEqual({ cause: 'unread_reminder', memberId: 'm-a', conversationId: 'c-a', firstMessageId: 'msg-a' });
  });

  it('reminds of an activation link a day after it went out, and not of one too fresh or about to expire', async () => {
    const { deps, jobs } = setUp({
      activations: [
        { memberId: 'm-due', tokenId: 't-due', issuedAt: hoursAgo(25), expiresAt: hoursAgo(-23) },
        { memberId: 'm-fresh', tokenId: 't-fresh', issuedAt: hoursAgo(2), expiresAt: hoursAgo(-46) },
        { memberId: 'm-late', tokenId: 't-late', issuedAt: hoursAgo(47.5), expiresAt: hoursAgo(-0.5) },
      ],
    });
    await reminderSweep(deps)();
    expect([...jobs.entries()]).toEqual([['notify-activation.t-due', { cause: 'activation_reminder', memberId: 'm-due', tokenId: 't-due', expiresAt: hoursAgo(-23) }]]);
  });
});

describe('The weekly-update sweep', () => {
  it('enqueues one update per reader and ISO week', async () => {
    const { deps, jobs } = setUp({ weeklyReaders: ['m-1', 'm-2'] });
    await weeklyUpdateSweep(deps)();
    await weeklyUpdateSweep(deps)();
    expect([...jobs.keys()]).toEqual(['notify-weekly.m-1.2026-W48', 'notify-weekly.m-2.2026-W48']);
  });
});
