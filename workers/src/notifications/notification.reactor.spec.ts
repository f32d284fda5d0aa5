import { randomUUID } from 'node:crypto';
import type { RecordedEvent } from '@dating/domain';
import type { EnqueueOptions, QueueDriver } from '@dating/platform';
import { NOTIFICATION_QUEUE, NOTIFY_JOB } from './notification.queue.js';
import { notificationReactor } from './notification.reactor.js';

const NOW = new Date('2026-11-26T10:00:00.000Z');
const HOUR_MS = 3_600_000;
const at = (msFromNow: number) => new Date(NOW.getTime() + msFromNow).toISOString();

let position = 0;
const recorded = (type: string, data: object): RecordedEvent => ({
  id: randomUUID(),
  streamId: 'stream',
  streamVersion: 1,
  type,
  data,
  metadata: {},
  recordedAt: NOW.toISOString(),
  checkpoint: String((position += 1)).padStart(6, '0'),
});

interface Enqueued {
  readonly queue: string;
  readonly jobName: string;
  readonly data: unknown;
  readonly options: EnqueueOptions;
}

/** Keeps what was enqueued, once per job id, as both real drivers do. */
const recordingQueue = () => {
  const jobs = new Map<string, Enqueued>();
  const queue: Pick<QueueDriver, 'enqueue'> = {
    async enqueue(name, jobName, data, options) {
      if (!jobs.has(options.jobId)) jobs.set(options.jobId, { queue: name, jobName, data, options });
    },
  };
  return { jobs, queue: queue as QueueDriver };
};

const delivered = (messageId: string, deliveredAt = at(0)) =>
  recorded('MessageDelivered', { conversationId: 'c-1', messageId, senderId: 'm-writer', recipientId: 'm-reader', deliveredAt });

describe('The notification reactor', () => {
  it('asks for one notify job per delivered message, delayed for the reader to read it first, and none again for the same message', async () => {
    const { jobs, queue } = recordingQueue();
    const reactor = notificationReactor({ queue, now: () => NOW });
    const first = delivered('msg-1');
    await reactor.handle([first, delivered('msg-2')], undefined as never);
    await reactor.handle([first], undefined as never);

    expect([...jobs.keys()]).toEqual(['notify-message.msg-1', 'notify-message.msg-2']);
    const job = jobs.get('notify-message.msg-1')!;
    expect(job).toMatchObject({ queue: NOTIFICATION_QUEUE, jobName: NOTIFY_JOB, options: { delayMs: 3 * 60_000 } });
    expect(job.data).toEqual({ cause: 'message', recipientId: 'm-reader', conversationId: 'c-1', messageId: 'msg-1', checkpoint: first.checkpoint });
  });

  it('tells a message sent in one decision as a delivered one, and a held one only once it is delivered', async () => {
    const { jobs, queue } = recordingQueue();
    const reactor = notificationReactor({ queue, now: () => NOW });
    const sent = (messageId: string, status: 'delivered' | 'held') =>
      recorded('MessageSent', { conversationId: 'c-1', messageId, senderId: 'm-writer', recipientId: 'm-reader', kind: 'text', text: 'hej', gift: null, photoId: null, credits: 10, sentAt: at(0), status });
    const heldThenDelivered = delivered('msg-held');
    await reactor.handle([sent('msg-sent', 'delivered'), sent('msg-held', 'held')], undefined as never);
    expect([...jobs.keys()]).toEqual(['notify-message.msg-sent']);
    await reactor.handle([heldThenDelivered], undefined as never);
    expect([...jobs.keys()]).toEqual(['notify-message.msg-sent', 'notify-message.msg-held']);
    expect(jobs.get('notify-message.msg-sent')!.data).toMatchObject({ cause: 'message', recipientId: 'm-reader', conversationId: 'c-1', messageId: 'msg-sent' });
  });

  it('tells a like after a minute and a match at once, to each of the two members', async () => {
    const { jobs, queue } = recordingQueue();
    const reactor = notificationReactor({ queue, now: () => NOW });
    const match = recorded('MatchMade', { memberIds: ['m-a', 'm-b'], matchedAt: at(0) });
    await reactor.handle([recorded('MemberLiked', { likerId: 'm-a', likedId: 'm-b', likedAt: at(0), source: 'profile' }), match], undefined as never);

    const byCause = [...jobs.values()].map(({ data, options }) => ({ data, delayMs: options.delayMs }));
    expect(byCause).toEqual([
      { data: expect.objectContaining({ cause: 'like', likerId: 'm-a', likedId: 'm-b' }), delayMs: 60_000 },
      { data: expect.objectContaining({ cause: 'match', memberId: 'm-a', otherId: 'm-b', matchId: match.id }), delayMs: 0 },
      { data: expect.objectContaining({ cause: 'match', memberId: 'm-b', otherId: 'm-a', matchId: match.id }), delayMs: 0 },
    ]);
  });

  it('tells no news that was already old when the reactor met it (a replay of the log)', async () => {
    const { jobs, queue } = recordingQueue();
    const reactor = notificationReactor({ queue, now: () => NOW });
    await reactor.handle(
      [delivered('msg-old', at(-2 * HOUR_MS)), recorded('MemberLiked', { likerId: 'm-a', likedId: 'm-b', likedAt: at(-2 * HOUR_MS), source: 'swipe' })],
      undefined as never,
    );
    expect(jobs.size).toBe(0);
  });

  it('takes shorter delays where tests move the clock', async () => {
    const { jobs, queue } = recordingQueue();
    await notificationReactor({ queue, now: () => NOW, delays: { message: 2_000, like: 2_000, match: 0 } }).handle([delivered('msg-1')], undefined as never);
    expect(jobs.get('notify-message.msg-1')!.options.delayMs).toBe(2_000);
  });
});
