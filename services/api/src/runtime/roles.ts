import { Logger } from '@nestjs/common';
import {
  ConsumerRunner,
  SESSION_REVOCATION_CONSUMER,
  SharedLogReader,
  sessionRevocationConsumer,
  splitLegacyMemberStreams,
  type Consumer,
  type Infrastructure,
} from '@dating/platform';
import {
  chatPhotosOf,
  dueDeletionDeadlines,
  findMemberContact,
  likesDueForDemoReply,
  memberContactReached,
  migrateReadModels,
  photosUnderInspection,
  PROJECTIONS,
  sqlProjectionConsumer,
} from '@dating/projections';
import {
  migrateWorkers,
  registerMailProcessors,
  registerNotificationProcessors,
  registerSweeps,
  workerConsumers,
  type SweepDeps,
} from '@dating/workers';
import { MONEY_QUEUE, MONEY_REACTOR } from '../credits/money.reactor.js';
import { moneyWorkers } from '../credits/money-services.js';
import { chatFollowUp } from '../chat/chat-services.js';
import { notificationDelays, notificationSweeps, notificationWorkers } from '../notifications/notification-services.js';
import { siteMailFrom, siteOrigin } from '../settings/site-origin.js';
import { EMBEDDED_SITES } from '../settings/site-settings.js';
import { createHttpApp } from './http-app.js';
import { SITE_QUEUES } from './site-queues.js';
import { progressAnnouncer } from '../event-sourcing/read-model-consistency.js';
import { LIVE_PUBLISHER, livePublisher } from '../live/live-publisher.js';
import type { Clock } from './tokens.js';

export interface RunningRoles {
  /** Where the api role listens, when this process runs it. */
  readonly url: string | undefined;
  stop(): Promise<void>;
}

const runConsumers = (infrastructure: Infrastructure, log: SharedLogReader, consumers: readonly Consumer[]): ConsumerRunner[] => {
  const logger = new Logger('consumers');
  // Requests in any process that wait to read their own writes hear at once that a batch is in.
  const announceProgress = progressAnnouncer(infrastructure.liveBus);
  return consumers.map((consumer) => {
    const runner = new ConsumerRunner({
      store: log,
      sql: infrastructure.sql,
      consumer,
      logger: { error: (message, error) => logger.error(`${message}: ${error instanceof Error ? error.message : String(error)}`) },
      onProgress: announceProgress,
    });
    runner.start();
    return runner;
  });
};

/** Final deletion and, when configured, photo auto-approval: scheduled jobs, so worker replicas never run a tick twice. */
const sweepDeps = (
  infrastructure: Infrastructure,
  clock: Clock,
  paymentReconciliation: SweepDeps['paymentReconciliation'],
): SweepDeps => {
  const { config, sql, eventStore, keyStore, photoStorage, appSecret } = infrastructure;
  const now = () => clock.now();
  const errorLog = (context: string) => (message: string) => new Logger(context).error(message);
  const delaySeconds = config.photoAutoApproveSeconds;
  return {
    devClock: config.devClock,
    erasure: {
      eventStore,
      keyStore,
      sql,
      photoStorage,
      findChatPhotos: (memberId) => chatPhotosOf(sql, memberId),
      appSecret,
      now,
      findDue: (due, limit) => dueDeletionDeadlines(sql, due, limit),
      logError: errorLog('erasure'),
    },
    photoAutoApproval:
      delaySeconds === undefined
        ? undefined
        : {
            eventStore,
            delaySeconds,
            now,
            findDue: async (uploadedBefore, limit) =>
              (await photosUnderInspection(sql, limit, uploadedBefore)).map((photo) => ({ photoId: photo.photo_id, memberId: photo.member_id })),
            logError: errorLog('photo-auto-approval'),
          },
    paymentReconciliation,
    chatFollowUp: chatFollowUp(infrastructure, clock),
    notificationSweeps: notificationSweeps(infrastructure, clock),
    demoLikeBack:
      config.demoLikeBackSeconds === undefined
        ? undefined
        : {
            eventStore,
            snapshots: infrastructure.snapshots,
            delaySeconds: config.demoLikeBackSeconds,
            now,
            findDue: (before, limit) => likesDueForDemoReply(sql, before, limit),
            logError: errorLog('demo-like-back'),
          },
  };
};

const startWorkers = async (infrastructure: Infrastructure, clock: Clock, log: SharedLogReader): Promise<ConsumerRunner[]> => {
  const { config, sql, queue, mailer, appSecret, personalFields } = infrastructure;
  await migrateWorkers(sql);
  await registerMailProcessors(queue, {
    sql,
    eventStore: infrastructure.eventStore,
    contacts: { reached: (checkpoint) => memberContactReached(sql, checkpoint), find: (memberId) => findMemberContact(sql, personalFields, memberId) },
    mailer,
    linkSecret: appSecret,
    siteOrigin: (domain) => siteOrigin(config, domain),
    mailFrom: (domain) => siteMailFrom(config, EMBEDDED_SITES, domain),
    now: () => clock.now(),
  });
  const money = moneyWorkers(infrastructure, clock);
  await queue.process(MONEY_QUEUE, money.jobs);
  await registerSweeps(queue, sweepDeps(infrastructure, clock, money.reconciliation));
  await registerNotificationProcessors(queue, notificationWorkers(infrastructure, clock));
  return runConsumers(infrastructure, log, [...workerConsumers({ queue, now: () => clock.now(), notificationDelays: notificationDelays(config) }), money.reactor]);
};

/**
 * Every process reports the lag of every consumer and the depth of every queue: both are read from the
 * shared database and Redis, so whichever instance Prometheus scrapes sees the whole site.
 */
const watchTheWholeSite = (infrastructure: Infrastructure, clock: Clock) => {
  const reactors = workerConsumers({ queue: infrastructure.queue, now: () => clock.now() });
  infrastructure.metrics.watchConsumers([...PROJECTIONS.map((projection) => projection.name), SESSION_REVOCATION_CONSUMER, ...reactors.map((reactor) => reactor.name), MONEY_REACTOR, LIVE_PUBLISHER]);
  infrastructure.metrics.watchQueues(SITE_QUEUES);
};

/** One codebase, three process roles; the embedded default runs them all in one process. */
export const startRoles = async (infrastructure: Infrastructure, clock: Clock): Promise<RunningRoles> => {
  const { roles, port } = infrastructure.config;
  // Stream ids can be rewritten in place only in the SQL log; an EventStoreDB log of the old layout would need copying.
  if (!infrastructure.config.eventStoreConnection) await splitLegacyMemberStreams(infrastructure.sql);
  await migrateReadModels(infrastructure.sql);
  watchTheWholeSite(infrastructure, clock);
  const runners: ConsumerRunner[] = [];
  // Every consumer of this process reads the log through it: those at the same place share one read.
  const log = new SharedLogReader(infrastructure.eventStore, infrastructure.sql.dialect === 'pglite');
  if (roles.includes('projections')) {
    const projectors = PROJECTIONS.map((projection) => sqlProjectionConsumer(projection, infrastructure));
    runners.push(...runConsumers(infrastructure, log, [...projectors, sessionRevocationConsumer, livePublisher(infrastructure.liveBus)]));
  }
  if (roles.includes('workers')) runners.push(...(await startWorkers(infrastructure, clock, log)));
  const app = roles.includes('api') ? await createHttpApp(infrastructure, clock) : undefined;
  await app?.listen(port);
  const address = app?.getHttpServer().address();
  return {
    url: address && typeof address === 'object' ? `http://localhost:${address.port}` : undefined,
    stop: async () => {
      await app?.close();
      await Promise.all(runners.map((runner) => runner.stop()));
    },
  };
};
