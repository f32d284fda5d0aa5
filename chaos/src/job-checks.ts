import { START_CHECKPOINT, type EventStore } from '@dating/domain';
import type { QueueDriver, SqlPort } from '@dating/platform';
import type { SmtpSink } from '@dating/platform/testing';
import { MAIL_QUEUE, MONEY_QUEUE, NOTIFICATION_QUEUE, workerConsumers } from '@dating/workers';
import { Queue } from 'bullmq';
import type { CheckResult, Failure } from './checks.js';

interface AskedJob {
  readonly queue: string;
  readonly jobId: string;
}

const READ_PAGE = 1_000;
// Long enough for a job that failed during a fault to reach its next retry (the mail and notify jobs wait 30 s, then 60 s).
const SETTLE_MS = 120_000;
// Not yet in the queue is waited for too: after a Redis restart near the end of the load, the reactors ask again for
// what it forgot only once their rewind over the log has run.
const NOT_YET_RUN_STATES = new Set(['unknown', 'waiting', 'active', 'delayed', 'prioritized', 'waiting-children']);

/**
 * The jobs the reactors ask for when they read the whole log now: what the queue must have run by the end, whatever
 * it forgot on the way (a Redis restarted without its data).
 */
const jobsTheLogAsksFor = async (eventStore: Pick<EventStore, 'readAll'>): Promise<AskedJob[]> => {
  const asked: AskedJob[] = [];
  // The reactors only enqueue: a queue that records what they ask for is all they use.
  const recording = { enqueue: async (queue: string, _jobName: string, _data: unknown, { jobId }: { jobId: string }) => void asked.push({ queue, jobId }) };
  // A job's id does not depend on its delay: the default delays ask for the same jobs.
  const reactors = workerConsumers({ queue: recording as unknown as QueueDriver });
  for (let from = START_CHECKPOINT; ; ) {
    const events = await eventStore.readAll(from, READ_PAGE);
    if (events.length === 0) return asked;
    for (const reactor of reactors) await reactor.handle(events, undefined as never);
    from = events.at(-1)!.checkpoint;
  }
};

/**
 * Every job the log asks for ran to its end (done, or found nothing to do): none lost with Redis's data, none given up.
 * Waits for the queue to settle first, as a job that failed during a fault runs again after its backoff, and one Redis
 * forgot is asked for again.
 */
export const checkJobsRan = async (eventStore: Pick<EventStore, 'readAll'>, redisUrl: string, queuePrefix: string): Promise<CheckResult> => {
  const asked = await jobsTheLogAsksFor(eventStore);
  const queues = new Map([MAIL_QUEUE, NOTIFICATION_QUEUE, MONEY_QUEUE].map((name) => [name, new Queue(name, { connection: { url: redisUrl }, prefix: queuePrefix })]));
  try {
    const stateOf = (job: AskedJob) => queues.get(job.queue)!.getJobState(job.jobId);
    let states: string[] = [];
    for (const deadline = Date.now() + SETTLE_MS; ; await new Promise((resolve) => setTimeout(resolve, 1_000))) {
      states = await Promise.all(asked.map(stateOf));
      if (!states.some((state) => NOT_YET_RUN_STATES.has(state)) || Date.now() > deadline) break;
    }
    const failures: Failure[] = asked.flatMap((job, index) => {
      const state = states[index]!;
      if (state === 'completed') return [];
      const what = state === 'unknown' ? 'never in the queue (lost)' : state === 'failed' ? 'given up' : `still ${state}`;
      return [{ kind: 'lost' as const, text: `job ${job.jobId} of ${job.queue}: ${what}` }];
    });
    return { name: 'every job the log asks for ran', failures, checked: asked.length };
  } finally {
    await Promise.all([...queues.values()].map((queue) => queue.close()));
  }
};

/**
 * The ledgers' promise: each mail they record went out once. Every mail the site sends goes through one of them, so
 * the mails the SMTP sink got number exactly the ledgers' rows; one more is a mail sent twice.
 */
export const checkMailsOnce = async (sql: SqlPort, smtp: SmtpSink): Promise<CheckResult> => {
  const { rows } = await sql.query<{ recorded: string }>(
    `select (select count(*) from mail_deliveries) + (select count(*) from notification_deliveries where delivery_key like '%.mail' and sent_at is not null) as recorded`,
  );
  const recorded = Number(rows[0]!.recorded);
  const received = smtp.received.length;
  const failures: Failure[] =
    received === recorded ? [] : [{ kind: received > recorded ? 'duplicated' : 'lost', text: `the SMTP sink got ${received} mails, the ledgers recorded ${recorded} sent` }];
  return { name: 'every mail sent once', failures, checked: received };
};
