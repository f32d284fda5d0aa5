import { mkdir, readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { DuckDBInstance, type DuckDBAppender, type DuckDBConnection } from '@duckdb/node-api';
import type { LakeRow } from '@dating/domain';

type ColumnType = 'VARCHAR' | 'TIMESTAMP' | 'BOOLEAN' | 'INTEGER' | 'BIGINT';

/** The lake's columns in file order; `type` and `day` are the hive partitions (in the path, not in the files). */
export const LAKE_COLUMNS: readonly { readonly name: string; readonly type: ColumnType; readonly field: keyof LakeRow }[] = [
  { name: 'type', type: 'VARCHAR', field: 'type' },
  { name: 'day', type: 'VARCHAR', field: 'day' },
  { name: 'minute', type: 'TIMESTAMP', field: 'minute' },
  { name: 'member', type: 'VARCHAR', field: 'member' },
  { name: 'other_member', type: 'VARCHAR', field: 'otherMember' },
  { name: 'order_ref', type: 'VARCHAR', field: 'orderRef' },
  { name: 'age_band', type: 'VARCHAR', field: 'ageBand' },
  { name: 'gender', type: 'VARCHAR', field: 'gender' },
  { name: 'sexuality', type: 'VARCHAR', field: 'sexuality' },
  { name: 'country', type: 'VARCHAR', field: 'country' },
  { name: 'region', type: 'VARCHAR', field: 'region' },
  { name: 'site', type: 'VARCHAR', field: 'site' },
  { name: 'language', type: 'VARCHAR', field: 'language' },
  { name: 'network', type: 'VARCHAR', field: 'network' },
  { name: 'ref', type: 'VARCHAR', field: 'ref' },
  { name: 'sub1', type: 'VARCHAR', field: 'sub1' },
  { name: 'sub2', type: 'VARCHAR', field: 'sub2' },
  { name: 'sub3', type: 'VARCHAR', field: 'sub3' },
  { name: 'fictional', type: 'BOOLEAN', field: 'fictional' },
  { name: 'niche', type: 'VARCHAR', field: 'niche' },
  { name: 'premium', type: 'BOOLEAN', field: 'premium' },
  { name: 'kind', type: 'VARCHAR', field: 'kind' },
  { name: 'method', type: 'VARCHAR', field: 'method' },
  { name: 'bundle', type: 'INTEGER', field: 'bundle' },
  { name: 'discount_code', type: 'VARCHAR', field: 'discountCode' },
  { name: 'amount_cents', type: 'BIGINT', field: 'amountCents' },
  { name: 'currency', type: 'VARCHAR', field: 'currency' },
  { name: 'credits', type: 'BIGINT', field: 'credits' },
  { name: 'seconds_on_page', type: 'INTEGER', field: 'secondsOnPage' },
];

/** A string as a DuckDB SQL literal. */
export const sqlLiteral = (value: string): string => `'${value.replaceAll("'", "''")}'`;

const appendValue = (appender: DuckDBAppender, type: ColumnType, value: LakeRow[keyof LakeRow]) => {
  if (value === null) return appender.appendNull();
  if (type === 'BOOLEAN') return appender.appendBoolean(value as boolean);
  if (type === 'INTEGER') return appender.appendInteger(value as number);
  if (type === 'BIGINT') return appender.appendBigInt(BigInt(value as number));
  // A timestamp is given as its text, which DuckDB casts on append.
  return appender.appendVarchar(String(value));
};

const filesUnder = async (dir: string): Promise<string[]> => {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.parquet')).map((entry) => join(entry.parentPath, entry.name));
};

/** Every Parquet file under `dir`, as paths relative to it. */
export const parquetFilesUnder = async (dir: string): Promise<string[]> => (await filesUnder(dir)).map((file) => relative(dir, file)).sort();

/**
 * Writes batches of lake rows as Parquet, partitioned by type and day (hive layout), with DuckDB: an in-memory
 * database on one thread, so the projections role keeps its other core for the read models.
 */
export class ParquetBatchWriter {
  private constructor(
    private readonly instance: DuckDBInstance,
    private readonly connection: DuckDBConnection,
  ) {}

  static async open(): Promise<ParquetBatchWriter> {
    const instance = await DuckDBInstance.create(':memory:', { threads: '1' });
    const connection = await instance.connect();
    await connection.run(`create table batch (${LAKE_COLUMNS.map(({ name, type }) => `"${name}" ${type}`).join(', ')})`);
    return new ParquetBatchWriter(instance, connection);
  }

  /**
   * Writes the rows under `dir` (made if missing); returns the files written, relative to it (`type=…/day=…/part-….parquet`).
   * Each row is appended as it comes, so that none outlives its append: a batch's rows held together all survive the
   * young generation's collections, which then copy them again and again.
   */
  async write(rows: Iterable<LakeRow>, dir: string): Promise<string[]> {
    const appender = await this.connection.createAppender('batch');
    let appended = 0;
    for (const row of rows) {
      for (const { type, field } of LAKE_COLUMNS) appendValue(appender, type, row[field]);
      appender.endRow();
      appended += 1;
    }
    appender.closeSync();
    if (appended === 0) return [];
    // DuckDB makes the partition folders, not the ones above them.
    await mkdir(dir, { recursive: true });
    try {
      await this.connection.run(
        `copy batch to ${sqlLiteral(dir)} (format parquet, compression zstd, partition_by (type, day), filename_pattern 'part-{uuid}', overwrite_or_ignore)`,
      );
    } finally {
      await this.connection.run('delete from batch');
    }
    return parquetFilesUnder(dir);
  }

  close(): void {
    this.connection.closeSync();
    this.instance.closeSync();
  }
}
