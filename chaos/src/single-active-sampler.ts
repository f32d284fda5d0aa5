import pg from 'pg';
import { CONSUMER_LOCK_NAMESPACE } from '@dating/platform';
import { PROJECTIONS, readModelCheckpoint } from '@dating/projections';
import type { CheckResult, Failure } from './checks.js';

const SAMPLE_EVERY_MS = 100;

/** The application names (the harness's process names) of the sessions holding a read model's lock; `$1`: their names. */
const READ_MODEL_LOCK_HOLDERS = `(select array_agg(distinct h.application_name) from pg_locks l join pg_stat_activity h on h.pid = l.pid
  where l.locktype = 'advisory' and l.classid = ${CONSUMER_LOCK_NAMESPACE} and l.granted
    and l.objid in (select hashtext(name)::oid from unnest($1::text[]) as name))`;
const READ_MODEL_NAMES = PROJECTIONS.map(readModelCheckpoint);

/** Which process holds the read models now (none while they change hands). */
export const readModelsHolder = async (databaseUrl: string): Promise<string | undefined> => {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'chaos-faults' });
  await client.connect();
  try {
    const { rows } = await client.query<{ holders: string[] | null }>(`select ${READ_MODEL_LOCK_HOLDERS} as holders`, [READ_MODEL_NAMES]);
    return rows[0]?.holders?.[0];
  } finally {
    await client.end();
  }
};

/**
 * Watches, from PostgreSQL's own tables, which process holds the read models' locks and which process writes to a
 * read model, ten times a second (every process of the harness connects under its own application name). A read
 * model written by a process that does not hold the read models' locks at that moment is a projection running twice.
 */
export class SingleActiveSampler {
  #client: pg.Client | undefined;
  readonly #failures: Failure[] = [];
  #samples = 0;
  #writesSeen = 0;
  #timer: NodeJS.Timeout | undefined;
  #sampling: Promise<void> = Promise.resolve();

  constructor(private readonly databaseUrl: string) {}

  start(): void {
    this.#timer = setInterval(() => {
      this.#sampling = this.#sampling.then(() => this.#sample());
    }, SAMPLE_EVERY_MS);
  }

  async stop(): Promise<CheckResult> {
    clearInterval(this.#timer);
    await this.#sampling;
    await this.#client?.end().catch(() => undefined);
    return { name: `each read model written by its lock holder only (${this.#writesSeen} writes seen)`, failures: this.#failures, checked: this.#samples };
  }

  async #connected(): Promise<pg.Client> {
    if (this.#client) return this.#client;
    const client = new pg.Client({ connectionString: this.databaseUrl, application_name: 'chaos-sampler', connectionTimeoutMillis: 1_000 });
    // PostgreSQL restarting ends this connection too: the next sample opens another.
    client.on('error', () => (this.#client = undefined));
    await client.connect();
    this.#client = client;
    return client;
  }

  async #sample(): Promise<void> {
    try {
      const { rows } = await (await this.#connected()).query<{ holders: string[] | null; writer: string; query: string }>(
        `select ${READ_MODEL_LOCK_HOLDERS} as holders, a.application_name as writer, left(a.query, 80) as query
           from pg_stat_activity a
          where a.datname = current_database() and a.state in ('active', 'idle in transaction')
            and a.query ~* '^\\s*(insert into|update|delete from)\\s+rm_'`,
        [READ_MODEL_NAMES],
      );
      this.#samples += 1;
      for (const { holders, writer, query } of rows) {
        this.#writesSeen += 1;
        if (!holders?.includes(writer)) this.#failures.push({ kind: 'duplicated', text: `${writer} wrote a read model without holding its lock (holders: ${holders?.join(', ') ?? 'none'}): ${query}` });
      }
    } catch {
      // The database is restarting: no sample this tick.
      await this.#client?.end().catch(() => undefined);
      this.#client = undefined;
    }
  }
}
