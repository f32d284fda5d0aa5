import { NOTIFICATION_DELAYS_MS, type NotificationDelays, type RecordedEvent } from '@dating/domain';
import type { MatchMade, MemberLiked, MessageDelivered, MessageSent } from '@dating/domain';
import type { Consumer, QueueDriver } from '@dating/platform';
import type { NotificationCause } from './notification-cause.js';
import { NOTIFICATION_QUEUE, NOTIFY_JOB, NOTIFY_JOB_RETRY } from './notification.queue.js';

export const NOTIFICATION_REACTOR = 'notification-reactor';

export interface NotificationReactorDeps {
  readonly queue: QueueDriver;
  readonly now: () => Date;
  /** How long each kind of news waits before it is told; NOTIFICATION_DELAYS_MS when absent. */
  readonly delays?: NotificationDelays | undefined;
}

/** News older than this when the reactor meets it (a replay, a long outage) is not told any more. */
const STALE_AFTER_MS = 60 * 60_000;

const NOTIFIED_EVENTS = ['MessageSent', 'MessageDelivered', 'MemberLiked', 'MatchMade'];

interface Enqueued {
  readonly jobId: string;
  readonly data: NotificationCause;
  readonly delayMs: number;
}

const isStale = (at: string, now: Date) => now.getTime() - Date.parse(at) > STALE_AFTER_MS;

const messageJobs = (
  event: RecordedEvent,
  { recipientId, conversationId, messageId, deliveredAt }: Pick<MessageDelivered['data'], 'recipientId' | 'conversationId' | 'messageId' | 'deliveredAt'>,
  now: Date,
  delays: NotificationDelays,
): Enqueued[] => {
  if (isStale(deliveredAt, now)) return [];
  const data: NotificationCause = { cause: 'message', recipientId, conversationId, messageId, checkpoint: event.checkpoint };
  return [{ jobId: `notify-message.${messageId}`, data, delayMs: delays.message }];
};

/** The jobs an event asks for, each with an id named after what it tells, so handling the event again enqueues nothing new. */
const jobsFor = (event: RecordedEvent, now: Date, delays: NotificationDelays): Enqueued[] => {
  // The log is typed at the edge only: the event type says which event's data this is.
  switch (event.type) {
    case 'MessageSent': {
      // A held message is told once it is delivered (MessageDelivered).
      const { status, sentAt, ...sent } = event.data as MessageSent['data'];
      return status === 'delivered' ? messageJobs(event, { ...sent, deliveredAt: sentAt }, now, delays) : [];
    }
    case 'MessageDelivered':
      return messageJobs(event, event.data as MessageDelivered['data'], now, delays);
    case 'MemberLiked': {
      const { likerId, likedId, likedAt } = event.data as MemberLiked['data'];
      if (isStale(likedAt, now)) return [];
      return [{ jobId: `notify-like.${event.id}`, data: { cause: 'like', likerId, likedId, checkpoint: event.checkpoint }, delayMs: delays.like }];
    }
    case 'MatchMade': {
      const { memberIds, matchedAt } = event.data as MatchMade['data'];
      if (isStale(matchedAt, now)) return [];
      return memberIds.map((memberId, index) => ({
        jobId: `notify-match.${event.id}.${memberId}`,
        data: { cause: 'match', memberId, otherId: memberIds[1 - index]!, matchId: event.id, checkpoint: event.checkpoint },
        delayMs: delays.match,
      }));
    }
    default:
      return [];
  }
};

/**
 * Turns news in the log (a message delivered, a like, a match) into notify jobs, each delayed so the member may see
 * the news first, and so several messages in a row make one notification. Reminders come from the sweeps.
 */
export const notificationReactor = (deps: NotificationReactorDeps): Consumer => ({
  name: NOTIFICATION_REACTOR,
  handles: NOTIFIED_EVENTS,
  async handle(events) {
    const now = deps.now();
    const delays = deps.delays ?? NOTIFICATION_DELAYS_MS;
    // Side by side: the jobs of a batch are independent, and each enqueue is a round trip to the queue.
    await Promise.all(
      events.flatMap((event) => jobsFor(event, now, delays)).map(({ jobId, data, delayMs }) =>
        deps.queue.enqueue(NOTIFICATION_QUEUE, NOTIFY_JOB, data, { jobId, delayMs, ...NOTIFY_JOB_RETRY }),
      ),
    );
  },
});
