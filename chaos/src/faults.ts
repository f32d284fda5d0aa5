import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { MAIL_QUEUE, MONEY_QUEUE, NOTIFICATION_QUEUE, SWEEP_QUEUE } from '@dating/workers';
import { Queue } from 'bullmq';
import pg from 'pg';
import type { FaultKind, ScheduledFault } from './fault-schedule.js';
import type { RoleProcess } from './role-process.js';
import { readModelsHolder } from './single-active-sampler.js';
import type { SiteTopology } from './site-topology.js';

/** From the fault until the site is whole again (the process back, the service answering) and a little after. */
export interface FaultWindow {
  readonly kind: FaultKind;
  readonly target: string;
  readonly from: number;
  until: number;
}

/** Longer than any lease a process holds: a BullMQ job's lock (30 s), so a frozen worker's job is taken over. */
export const PAUSE_MS = 35_000;
/** After a fault heals, requests already queued behind it may still fail a moment. */
const SETTLE_MS = 3_000;
const RESTART_AFTER_MS = 1_000;
/** How long a worker kill waits for a worker to be in the middle of a job before it kills one anyway. */
const MID_JOB_SEARCH_MS = 10_000;
const JOB_QUEUES = [MAIL_QUEUE, NOTIFICATION_QUEUE, MONEY_QUEUE, SWEEP_QUEUE];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const untilAnswers = async (probe: () => Promise<unknown>, what: string): Promise<void> => {
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      await probe();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`${what} did not come back: ${String(error)}`);
      await sleep(200);
    }
  }
};

const postgresAnswers = (databaseUrl: string) => async () => {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 1_000 });
  await client.connect();
  await client.end();
};

/** This machine's PostgreSQL cluster, restarted the way its operator would (fast: open sessions are cut). */
const restartPostgres = () => {
  const versions = existsSync('/etc/postgresql') ? readdirSync('/etc/postgresql') : [];
  if (!versions.length) throw new Error('restart-postgres needs a Debian PostgreSQL cluster (pg_ctlcluster) on this machine');
  execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', versions[0]!, 'main', 'restart', '-m', 'fast'], { stdio: 'ignore' });
};

/** Redis stopped without saving and started empty: everything it held (queues, rate-limit windows) is gone. */
const restartRedisEmpty = (redisUrl: string) => {
  const { hostname, port } = new URL(redisUrl);
  execFileSync('redis-cli', ['-h', hostname, '-p', port || '6379', 'shutdown', 'nosave'], { stdio: 'ignore' });
  execFileSync('redis-server', ['--daemonize', 'yes', '--bind', hostname, '--port', port || '6379', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
};

const redisAnswers = (redisUrl: string) => async () => {
  const { hostname, port } = new URL(redisUrl);
  execFileSync('redis-cli', ['-h', hostname, '-p', port || '6379', 'ping'], { stdio: 'ignore' });
};

/**
 * Runs one fault on the running site and returns once it has healed. Of the projections processes, the one PostgreSQL
 * shows holding the read models' locks is killed, so the standby has to take over.
 */
export class FaultInjector {
  readonly windows: FaultWindow[] = [];

  constructor(
    private readonly site: SiteTopology,
    private readonly services: { readonly databaseUrl: string; readonly redisUrl: string },
  ) {}

  async run(fault: ScheduledFault): Promise<void> {
    const { kind, target } = fault;
    const window: FaultWindow = { kind, target: '', from: Date.now(), until: Number.POSITIVE_INFINITY };
    this.windows.push(window);
    const heal = async (what: string, work: () => Promise<void>) => {
      Object.assign(window, { target: what });
      await work();
      window.until = Date.now() + SETTLE_MS;
    };
    switch (kind) {
      case 'kill-api':
        return heal(this.#pick(this.site.api, target).name, () => this.#killAndRestart(this.#pick(this.site.api, target)));
      case 'kill-projections': {
        const holderName = await readModelsHolder(this.services.databaseUrl);
        const holder = this.site.projections.find((process) => process.name === holderName) ?? this.#pick(this.site.projections, target);
        return heal(holder.name, () => this.#killAndRestart(holder));
      }
      case 'kill-worker': {
        const running = await this.#workerRunningAJob();
        const worker = running?.worker ?? this.#pick(this.site.workers, target);
        return heal(running ? `${worker.name} in the middle of ${running.jobId}` : worker.name, () => this.#killAndRestart(worker));
      }
      case 'restart-postgres':
        return heal('postgresql', async () => {
          restartPostgres();
          await untilAnswers(postgresAnswers(this.services.databaseUrl), 'PostgreSQL');
        });
      case 'restart-redis':
        return heal('redis', async () => {
          restartRedisEmpty(this.services.redisUrl);
          await untilAnswers(redisAnswers(this.services.redisUrl), 'Redis');
        });
      case 'pause-process': {
        // The roles that hold leases: a worker's jobs, the read models' locks.
        const frozen = this.#pick([...this.site.workers, ...this.site.projections], target);
        return heal(frozen.name, async () => {
          frozen.pause();
          await sleep(PAUSE_MS);
          frozen.resume();
        });
      }
    }
  }

  /**
   * A workers process with a job running now, and that job: BullMQ keeps on each job the name of the worker running it,
   * `<host>.<pid>`. Undefined when none ran one within a few seconds.
   */
  async #workerRunningAJob(): Promise<{ worker: RoleProcess; jobId: string } | undefined> {
    const queues = JOB_QUEUES.map((name) => new Queue(name, { connection: { url: this.services.redisUrl }, prefix: this.site.queuePrefix }));
    try {
      for (const deadline = Date.now() + MID_JOB_SEARCH_MS; Date.now() < deadline; await sleep(50)) {
        for (const job of (await Promise.all(queues.map((queue) => queue.getActive()))).flat()) {
          const pid = Number(job.processedBy?.split('.').at(-1));
          const worker = this.site.workers.find((process) => process.pid === pid);
          if (worker && job.id) return { worker, jobId: job.id };
        }
      }
      return undefined;
    } finally {
      await Promise.all(queues.map((queue) => queue.close()));
    }
  }

  #pick(processes: readonly RoleProcess[], target: number): RoleProcess {
    return processes[target % processes.length]!;
  }

  async #killAndRestart(process: RoleProcess): Promise<void> {
    await process.kill();
    await sleep(RESTART_AFTER_MS);
    await process.start();
  }

  /** Whether a moment falls in a fault's window: a 5xx then is the fault's, not the site's. */
  during(at: number): boolean {
    return this.windows.some((window) => at >= window.from && at <= window.until);
  }
}
