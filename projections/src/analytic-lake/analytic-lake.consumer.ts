import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { LAKE_PERSONAL_DATA, lakeMemberIds, lakeRowOf, type EventStore, type LakePseudonyms, type LakeRow, type RecordedEvent } from '@dating/domain';
import { EncryptingEventStore, siteLog, type Consumer, type KeyStore, type SqlExecutor } from '@dating/platform';
import { lakePseudonyms } from './lake-pseudonym.js';
import { ParquetBatchWriter, parquetFilesUnder } from './parquet-batch-writer.js';

/** What operators call the lake (`npm run replay -- analytic-lake`). */
export const ANALYTIC_LAKE_NAME = 'analytic-lake';
/** Raised when what the lake writes changes: the new version is written from the start of the log into its own folder. */
export const ANALYTIC_LAKE_VERSION = 2;
export const ANALYTIC_LAKE = `${ANALYTIC_LAKE_NAME}-v${ANALYTIC_LAKE_VERSION}`;

/** The folder of this version of the lake under LAKE_DIR: what DuckDB, Spark or Trino are pointed at. */
export const analyticLakeDir = (lakeDir: string): string => join(lakeDir, `v${ANALYTIC_LAKE_VERSION}`);

// Batches are written here first, then moved into the lake; anything left here was never committed.
const STAGING = '.staging';

const migrate = (tx: SqlExecutor) =>
  tx.query(`create table if not exists analytic_lake_files (
    lake text not null,
    file text not null,
    written_at timestamptz not null default now(),
    primary key (lake, file)
  )`);

/** The events' rows, made one at a time as the writer takes them. */
function* lakeRowsOf(events: readonly RecordedEvent[], pseudonyms: LakePseudonyms): Generator<LakeRow> {
  for (const event of events) yield lakeRowOf(event, pseudonyms);
}

/**
 * The log as the lake reads it: the stored events with only the personal fields the lake reads decrypted. The site's
 * decrypting log would open every message text of every batch, for nothing and at a cost beside which writing the
 * batch is cheap.
 */
export const analyticLakeLog = (storedLog: EventStore, keyStore: KeyStore): EventStore => new EncryptingEventStore(storedLog, keyStore, LAKE_PERSONAL_DATA);

export interface AnalyticLakeDeps {
  /** The members' keys: a pseudonym is derived from its member's key, and there is none once the key is destroyed. */
  readonly keyStore: Pick<KeyStore, 'within'>;
  readonly lakeDir: string;
}

/**
 * Writes the log into the analytic lake as Parquet files, partitioned by event type and day, appending a file per type
 * and day of each batch and never rewriting one. Give it `analyticLakeLog`: it reads the analytic dimensions the
 * events hold (an age band from a birth date), never their personal fields themselves.
 *
 * Files and checkpoint move together: a batch's files are listed in `analytic_lake_files` in the transaction that
 * moves the checkpoint, and only then are they in the lake for good. Files a crash or a failed commit left behind are
 * not listed; they are removed before the next batch, which writes those events again.
 */
export class AnalyticLake implements Consumer {
  readonly name = ANALYTIC_LAKE;
  readonly #dir: string;
  #writer?: Promise<ParquetBatchWriter>;
  /** Whether files no commit lists have been looked for since this process started. */
  #swept = false;
  /** The files of the last batch this process wrote, until a later batch sees them committed. */
  #unconfirmed: readonly string[] = [];

  constructor(private readonly deps: AnalyticLakeDeps) {
    this.#dir = analyticLakeDir(deps.lakeDir);
  }

  async handle(events: readonly RecordedEvent[], tx: SqlExecutor): Promise<void> {
    // At every batch, as it is cheap beside one: a transaction that made the table may have been rolled back.
    await migrate(tx);
    await this.#removeUncommitted(tx);
    // Through the batch's transaction: the embedded database has one connection, which the transaction holds.
    const keys = await this.deps.keyStore.within(tx).getKeys(lakeMemberIds(events));
    const staging = join(this.#dir, STAGING, randomUUID());
    const files = await (await this.#openWriter()).write(lakeRowsOf(events, lakePseudonyms(keys)), staging);
    if (files.length) await tx.query('insert into analytic_lake_files (lake, file) select $1, unnest($2::text[])', [this.name, files]);
    // Listed before they are moved in: a crash between the two leaves files that are listed, or none that are not.
    this.#unconfirmed = files;
    for (const file of files) {
      await mkdir(dirname(join(this.#dir, file)), { recursive: true });
      await rename(join(staging, file), join(this.#dir, file));
    }
    await rm(staging, { recursive: true, force: true });
  }

  async reset(tx: SqlExecutor): Promise<void> {
    await migrate(tx);
    await tx.query('delete from analytic_lake_files where lake = $1', [this.name]);
    await rm(this.#dir, { recursive: true, force: true });
    this.#unconfirmed = [];
  }

  async close(): Promise<void> {
    (await this.#writer)?.close();
    this.#writer = undefined;
  }

  #openWriter(): Promise<ParquetBatchWriter> {
    this.#writer ??= ParquetBatchWriter.open();
    return this.#writer;
  }

  /**
   * Removes the files no commit lists: on the first batch of this process, any in the lake (a crash of an earlier one);
   * after that, those of this process's last batch, when its transaction did not commit.
   */
  async #removeUncommitted(tx: SqlExecutor): Promise<void> {
    if (!this.#swept) await this.#sweep(tx);
    else if (this.#unconfirmed.length) {
      const { rows } = await tx.query<{ file: string }>('select file from analytic_lake_files where lake = $1 and file = any($2::text[])', [this.name, this.#unconfirmed]);
      const committed = new Set(rows.map(({ file }) => file));
      await Promise.all(this.#unconfirmed.filter((file) => !committed.has(file)).map((file) => rm(join(this.#dir, file), { force: true })));
    }
    this.#unconfirmed = [];
  }

  /** Compares the lake's folder with the list of its files: removes what no commit lists, and tells of listed files gone missing. */
  async #sweep(tx: SqlExecutor): Promise<void> {
    await rm(join(this.#dir, STAGING), { recursive: true, force: true });
    const { rows } = await tx.query<{ file: string }>('select file from analytic_lake_files where lake = $1', [this.name]);
    const listed = new Set(rows.map(({ file }) => file));
    const present = await parquetFilesUnder(this.#dir);
    await Promise.all(present.filter((file) => !listed.has(file)).map((file) => rm(join(this.#dir, file), { force: true })));
    const missing = listed.size - present.filter((file) => listed.has(file)).length;
    if (missing > 0) {
      siteLog.warn({ lake: this.#dir, missing }, 'the analytic lake misses files it wrote: write it again with `npm run replay -- analytic-lake` (projections role stopped)');
    }
    this.#swept = true;
  }
}
