import { Logger } from '@nestjs/common';
import { ConsumerRunner, SharedLogReader, splitLegacyMemberStreams, type Consumer, type ConsumerGroup, type Infrastructure } from '@dating/platform';
import { AnalyticLake, analyticLakeLog, migrateReadModels, readModelsCaughtUp, retireReplacedBuilds, retireReplacedLakes } from '@dating/projections';
import { headOfTheLog } from '../event-sourcing/log-head.js';
import { progressAnnouncer } from '../event-sourcing/read-model-consistency.js';
import { startHealthServer } from '../health/health-server.js';
import { createHttpApp } from './http-app.js';
import { projectionsRoleConsumers } from './projections-role.js';
import { SITE_QUEUES } from './site-queues.js';
import type { Clock } from './tokens.js';
import { startWorkersRole, workersRoleConsumers } from './workers-role.js';

export interface RunningRoles {
  /** Where the api role listens, when this process runs it. */
  readonly url: string | undefined;
  stop(): Promise<void>;
}

const runConsumers = (infrastructure: Infrastructure, log: SharedLogReader, consumers: readonly (Consumer | ConsumerGroup)[]): ConsumerRunner[] => {
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

/**
 * Every process reports the lag of every consumer and the depth of every queue: both are read from the
 * shared database and Redis, so whichever instance Prometheus scrapes sees the whole site.
 */
const watchTheWholeSite = (infrastructure: Infrastructure, clock: Clock) => {
  const consumers = [...projectionsRoleConsumers(infrastructure), ...workersRoleConsumers(infrastructure, clock)];
  infrastructure.metrics.watchConsumers(consumers.flatMap((consumer) => ('members' in consumer ? consumer.members : [consumer]).map(({ name }) => name)));
  infrastructure.metrics.watchQueues(SITE_QUEUES);
};

// A build of a read model an upgrade replaced is dropped once its checkpoint has stood still this long: the release
// before's api processes, which read it, have gone by then. Looked at this often by the projections role.
const REPLACED_BUILD_KEPT_MS = 10 * 60_000;
const REPLACED_BUILDS_LOOKED_AT_EVERY_MS = 60_000;

/** The projections role drops the read-model builds this release has replaced (see `retireReplacedBuilds`). */
const retireReplacedBuildsInTime = (infrastructure: Infrastructure): (() => void) => {
  const logger = new Logger('read-model builds');
  const { sql } = infrastructure;
  const timer = setInterval(() => {
    void (async () => {
      await readModelsCaughtUp(sql, await headOfTheLog(sql));
      const dropped = await retireReplacedBuilds(sql, REPLACED_BUILD_KEPT_MS);
      if (dropped.length) logger.log(`dropped the builds this release replaced: ${dropped.join(', ')}`);
    })().catch((error: unknown) => logger.error(`replaced builds not dropped this time: ${error instanceof Error ? error.message : String(error)}`));
  }, REPLACED_BUILDS_LOOKED_AT_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
};

// The lake takes at most this many events into one batch: a file per event type and day of it.
const LAKE_BATCH_EVENTS = 20_000;

/**
 * The projections role writes the log into the analytic lake every LAKE_EVERY_SECONDS. Not at each append, as the
 * read models are: the lake gets a file per event type and day of every batch, and a file per event would make a lake
 * of tiny files that every query opens one by one.
 */
const runAnalyticLake = (infrastructure: Infrastructure, everySeconds: number): { stop(): Promise<void> } => {
  const lake = new AnalyticLake({ keyStore: infrastructure.keyStore, lakeDir: infrastructure.config.lakeDir });
  const lakeLog = analyticLakeLog(infrastructure.storedLog, infrastructure.keyStore);
  const logger = new Logger('analytic lake');
  const runner = new ConsumerRunner({
    // Read when the interval is up, never woken by an append.
    store: { readAll: (from, limit) => lakeLog.readAll(from, limit) },
    sql: infrastructure.sql,
    consumer: lake,
    batchSize: LAKE_BATCH_EVENTS,
    readAhead: true,
    pollIntervalMs: everySeconds * 1_000,
    logger: { error: (message, error) => logger.error(`${message}: ${error instanceof Error ? error.message : String(error)}`) },
  });
  runner.start();
  // A lake an upgrade replaced goes once its writer has been still for as long as a replaced read model, and a whole
  // interval more: a live writer of the release before moves its checkpoint only once an interval.
  const retiring = setInterval(() => {
    retireReplacedLakes(infrastructure.sql, infrastructure.config.lakeDir, REPLACED_BUILD_KEPT_MS + everySeconds * 1_000).then(
      (retired) => {
        if (retired.length) logger.log(`removed the lakes this release replaced: ${retired.join(', ')}`);
      },
      (error: unknown) => logger.error(`replaced lakes not removed this time: ${error instanceof Error ? error.message : String(error)}`),
    );
  }, REPLACED_BUILDS_LOOKED_AT_EVERY_MS);
  retiring.unref();
  return {
    stop: async () => {
      clearInterval(retiring);
      await runner.stop();
      await lake.close();
    },
  };
};

/**
 * One codebase, three process roles; the embedded default runs them all in one process. Each role is composed in one
 * place: `projections-role.ts`, `workers-role.ts`, and the api's Nest `AppModule`.
 */
export const startRoles = async (infrastructure: Infrastructure, clock: Clock): Promise<RunningRoles> => {
  const { roles, port } = infrastructure.config;
  // Stream ids can be rewritten in place only in the SQL log; an EventStoreDB log of the old layout would need copying.
  if (!infrastructure.config.eventStoreConnection) await splitLegacyMemberStreams(infrastructure.sql);
  await migrateReadModels(infrastructure.sql);
  watchTheWholeSite(infrastructure, clock);
  const runners: ConsumerRunner[] = [];
  // Every consumer of this process reads the log through it: those at the same place share one read.
  const log = new SharedLogReader(infrastructure.eventStore, infrastructure.sql.dialect === 'pglite');
  if (roles.includes('projections')) runners.push(...runConsumers(infrastructure, log, projectionsRoleConsumers(infrastructure)));
  const stopRetiring = roles.includes('projections') ? retireReplacedBuildsInTime(infrastructure) : undefined;
  const { lakeEverySeconds } = infrastructure.config;
  const lake = roles.includes('projections') && lakeEverySeconds !== undefined ? runAnalyticLake(infrastructure, lakeEverySeconds) : undefined;
  if (roles.includes('workers')) runners.push(...runConsumers(infrastructure, log, await startWorkersRole(infrastructure, clock)));
  // An api process of a release whose read models are still being built from the log takes no traffic, and its
  // projections process does not yet replace the release before's: that release serves from its own builds, kept up
  // to date, meanwhile (a rolling upgrade).
  if (roles.includes('api') || roles.includes('projections')) infrastructure.readiness.alsoRequire('readModels', async () => readModelsCaughtUp(infrastructure.sql, await headOfTheLog(infrastructure.sql)));
  const app = roles.includes('api') ? await createHttpApp(infrastructure, clock) : undefined;
  await app?.listen(port);
  // The api serves its probes itself; the other roles answer them on a port of their own when one is given.
  const { healthPort } = infrastructure.config;
  const probes = !app && healthPort !== undefined ? await startHealthServer(healthPort, infrastructure.readiness) : undefined;
  const address = app?.getHttpServer().address();
  return {
    url: address && typeof address === 'object' ? `http://localhost:${address.port}` : undefined,
    stop: async () => {
      probes?.close();
      stopRetiring?.();
      await app?.close();
      await Promise.all([...runners.map((runner) => runner.stop()), lake?.stop()]);
    },
  };
};
