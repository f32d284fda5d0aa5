import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { SqlPort } from '../sql/sql.port.js';
import { QUEUE_STATES, type QueueDriver } from '../queue/job-queue.port.js';

/** What operators scrape at /metrics (Prometheus): one registry per site process. */
export interface SiteMetrics {
  readonly registry: Registry;
  readonly httpRequestDuration: Histogram<'method' | 'route' | 'status'>;
  readonly eventStoreAppendDuration: Histogram;
  /** Reports the depth of these queues from now on (the workers package names them). */
  watchQueues(names: readonly string[]): void;
  /** Reports these consumers' lag even before their first checkpoint (the whole log then). */
  watchConsumers(names: readonly string[]): void;
}

/**
 * Lag of each consumer (projection, reactor) in events: the log's last position minus the one in
 * its checkpoint, read when Prometheus scrapes, so a stalled projector shows however it stalled.
 * Positions are PostgreSQL's (`transaction-position`); other stores' checkpoints are left out.
 */
const CONSUMER_LAG = `SELECT c.name, GREATEST(0, h.head - split_part(c.checkpoint, '-', 2)::bigint)::text AS lag
  FROM consumer_checkpoints c, (SELECT COALESCE(MAX(global_position), 0) AS head FROM es_events) h
  WHERE c.checkpoint ~ '^[0-9]+-[0-9]+$'`;
const LAG_OF_UNSTARTED = `SELECT COALESCE(MAX(global_position), 0)::text AS head FROM es_events`;

export const createSiteMetrics = ({ sql, queue }: { sql: SqlPort; queue: QueueDriver }): SiteMetrics => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const watchedQueues = new Set<string>();
  const watchedConsumers = new Set<string>();
  const httpRequestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by method, route template and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const eventStoreAppendDuration = new Histogram({
    name: 'event_store_append_duration_seconds',
    help: 'Appends to the event log, encryption of personal fields included',
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
    registers: [registry],
  });
  new Gauge({
    name: 'consumer_lag_events',
    help: 'Events of the log a projection or reactor has not processed yet',
    labelNames: ['consumer'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const { rows } = await sql.query<{ name: string; lag: string }>(CONSUMER_LAG);
      for (const row of rows) this.set({ consumer: row.name }, Number(row.lag));
      const started = new Set(rows.map((row) => row.name));
      const unstarted = [...watchedConsumers].filter((name) => !started.has(name));
      if (!unstarted.length) return;
      const head = Number((await sql.query<{ head: string }>(LAG_OF_UNSTARTED)).rows[0]?.head ?? 0);
      for (const name of unstarted) this.set({ consumer: name }, head);
    },
  });
  new Gauge({
    name: 'queue_jobs',
    help: 'Jobs per queue and state (waiting, active, delayed, failed)',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const name of watchedQueues) {
        const counts = await queue.counts(name);
        for (const state of QUEUE_STATES) this.set({ queue: name, state }, counts[state]);
      }
    },
  });
  return {
    registry,
    httpRequestDuration,
    eventStoreAppendDuration,
    watchQueues: (names) => names.forEach((name) => watchedQueues.add(name)),
    watchConsumers: (names) => names.forEach((name) => watchedConsumers.add(name)),
  };
};
