import { Logger } from '@nestjs/common';
import { ConsumerRunner, sessionRevocationConsumer, splitLegacyMemberStreams, type Consumer, type Infrastructure } from '@dating/platform';
import { dueDeletionDeadlines, findMemberContact, memberContactReached, migrateReadModels, PROJECTIONS, sqlProjectionConsumer } from '@dating/projections';
import { mailAfterEmailChangeReactor, migrateWorkers, registerMailProcessors, startErasureSweeper, workerConsumers } from '@dating/workers';
import { siteMailFrom, siteOrigin } from '../settings/site-origin.js';
import { EMBEDDED_SITES } from '../settings/site-settings.js';
import { startPhotoAutoApproval } from '../photos/photo-auto-approval.sweep.js';
import { createHttpApp } from './http-app.js';
import type { Clock } from './tokens.js';

export interface RunningRoles {
  /** Where the api role listens, when this process runs it. */
  readonly url: string | undefined;
  stop(): Promise<void>;
}

const runConsumers = (infrastructure: Infrastructure, consumers: readonly Consumer[]): ConsumerRunner[] => {
  const logger = new Logger('consumers');
  return consumers.map((consumer) => {
    const runner = new ConsumerRunner({
      store: infrastructure.eventStore,
      sql: infrastructure.sql,
      consumer,
      logger: { error: (message, error) => logger.error(`${message}: ${error instanceof Error ? error.message : String(error)}`) },
    });
    runner.start();
    return runner;
  });
};

interface Stoppable {
  stop(): Promise<void>;
}

const startPhotoSweep = ({ config, sql, eventStore }: Infrastructure, clock: Clock): Stoppable[] => {
  const delaySeconds = config.photoAutoApproveSeconds;
  if (delaySeconds === undefined) return [];
  const logger = new Logger('photo-auto-approval');
  return [startPhotoAutoApproval({ sql, eventStore, clock, delaySeconds, logError: (message) => logger.error(message) })];
};

/** Final deletion: due deadlines are looked for every minute, every 2 s when tests move the clock (DEV_CLOCK=1). */
const ERASURE_SWEEP_MS = 60_000;
const DEV_CLOCK_ERASURE_SWEEP_MS = 2_000;

const startErasure = ({ config, sql, eventStore, keyStore, photoStorage, devMailbox, appSecret }: Infrastructure, clock: Clock): Stoppable => {
  const logger = new Logger('erasure');
  const deps = {
    eventStore,
    keyStore,
    sql,
    photoStorage,
    devMailbox,
    appSecret,
    now: () => clock.now(),
    findDue: (now: Date, limit: number) => dueDeletionDeadlines(sql, now, limit),
    logError: (message: string) => logger.error(message),
  };
  return startErasureSweeper(deps, config.devClock ? DEV_CLOCK_ERASURE_SWEEP_MS : ERASURE_SWEEP_MS);
};

const startWorkers = async (infrastructure: Infrastructure, clock: Clock): Promise<Stoppable[]> => {
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
  return [
    ...runConsumers(infrastructure, [...workerConsumers({ queue, now: () => clock.now() }), mailAfterEmailChangeReactor(infrastructure.eventStore)]),
    ...startPhotoSweep(infrastructure, clock),
    startErasure(infrastructure, clock),
  ];
};

/** One codebase, three process roles; the embedded default runs them all in one process. */
export const startRoles = async (infrastructure: Infrastructure, clock: Clock): Promise<RunningRoles> => {
  const { roles, port } = infrastructure.config;
  // Stream ids can be rewritten in place only in the SQL log; an EventStoreDB log of the old layout would need copying.
  if (!infrastructure.config.eventStoreConnection) await splitLegacyMemberStreams(infrastructure.sql);
  await migrateReadModels(infrastructure.sql);
  const runners: Stoppable[] = [];
  if (roles.includes('projections')) {
    const projectors = PROJECTIONS.map((projection) => sqlProjectionConsumer(projection, infrastructure));
    runners.push(...runConsumers(infrastructure, [...projectors, sessionRevocationConsumer]));
  }
  if (roles.includes('workers')) runners.push(...(await startWorkers(infrastructure, clock)));
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
