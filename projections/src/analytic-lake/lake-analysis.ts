import { DuckDBInstance, type DuckDBConnection, type DuckDBValue } from '@duckdb/node-api';
import { lakeViewStatements } from './lake-views.js';
import { sqlLiteral } from './parquet-batch-writer.js';

export interface QueryResult {
  readonly columns: readonly string[];
  /** Values as JSON would give them: big integers and decimals as text, dates as ISO text, null as null. */
  readonly rows: readonly (readonly unknown[])[];
}

/**
 * DuckDB opened on the analytic lake, with `events` and the ready views made: what `npm run analyze` and the insights
 * page query. Reads the files only; a query never changes the lake.
 */
export class LakeAnalysis {
  private constructor(
    private readonly instance: DuckDBInstance,
    private readonly connection: DuckDBConnection,
  ) {}

  /** `lakeVersionDir`: the folder of this version of the lake (`analyticLakeDir`). */
  static async open(lakeVersionDir: string): Promise<LakeAnalysis> {
    const instance = await DuckDBInstance.create(':memory:', { threads: '2' });
    const connection = await instance.connect();
    for (const statement of await lakeViewStatements(lakeVersionDir)) await connection.run(statement);
    return new LakeAnalysis(instance, connection);
  }

  /** Runs one or more statements; the result is the last one's. `params` fill `$name` placeholders (null as SQL null). */
  async query(sql: string, params?: Readonly<Record<string, string | null>>): Promise<QueryResult> {
    const reader = await this.connection.runAndReadAll(sql, params as Record<string, DuckDBValue> | undefined);
    return { columns: reader.columnNames(), rows: reader.getRowsJson() };
  }

  /** Writes the result of one query to `file` as CSV with a header. */
  async writeCsv(query: string, file: string): Promise<void> {
    await this.connection.run(`copy (${query.trim().replace(/;\s*$/, '')}) to ${sqlLiteral(file)} (header, delimiter ',')`);
  }

  close(): void {
    this.connection.closeSync();
    this.instance.closeSync();
  }
}
