import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { lakeRowOf } from '@dating/domain';
import { LakeAnalysis } from './lake-analysis.js';
import { ParquetBatchWriter } from './parquet-batch-writer.js';

const rowsOf = (type: string, count: number, day: string) =>
  Array.from({ length: count }, (_, index) =>
    lakeRowOf({ type, data: { memberId: `member-${index}`, country: 'NL' }, recordedAt: `${day}T12:00:00.000Z` }, (memberId) => memberId),
  );

const countsByType = async (analysis: LakeAnalysis) =>
  Object.fromEntries((await analysis.query('select type, count(*) from events group by type order by type')).rows.map(([type, count]) => [type, Number(count)]));

const journeys = async (analysis: LakeAnalysis) => Number((await analysis.query('select count(*) from member_journeys')).rows[0]![0]);

describe('DuckDB on the analytic lake', () => {
  let lakeDir: string;
  let writer: ParquetBatchWriter;
  let analysis: LakeAnalysis | undefined;

  beforeEach(async () => {
    lakeDir = await mkdtemp(join(tmpdir(), 'lake-'));
    writer = await ParquetBatchWriter.open();
  });
  afterEach(async () => {
    analysis?.close();
    writer.close();
    await rm(lakeDir, { recursive: true, force: true });
  });

  it('answers from the rows it loaded, and loads the files the lake gained when refreshed, journeys included', async () => {
    await writer.write(rowsOf('MemberSignedUp', 12, '2026-11-02'), lakeDir);
    analysis = await LakeAnalysis.open(lakeDir);
    expect(await countsByType(analysis)).toEqual({ MemberSignedUp: 12 });

    expect(await journeys(analysis)).toBe(12);

    // Members 0 to 14 sign up the next day: three of them for the first time.
    await writer.write([...rowsOf('MemberSignedUp', 15, '2026-11-03'), ...rowsOf('MemberLiked', 5, '2026-11-03')], lakeDir);
    expect(await countsByType(analysis)).toEqual({ MemberSignedUp: 12 });
    expect(await analysis.refresh()).toBe(2);
    expect(await countsByType(analysis)).toEqual({ MemberLiked: 5, MemberSignedUp: 27 });
    expect(await journeys(analysis)).toBe(15);
    expect(await analysis.refresh()).toBe(0);
    expect(await countsByType(analysis)).toEqual({ MemberLiked: 5, MemberSignedUp: 27 });
  });

  it('forgets the rows of a file the writer removed, and the journeys they made, and never reads its staging folder', async () => {
    const [signups] = await writer.write(rowsOf('MemberSignedUp', 10, '2026-11-02'), lakeDir);
    await writer.write(rowsOf('MemberLiked', 4, '2026-11-02'), lakeDir);
    // A batch being written: in the lake only once its transaction commits.
    await writer.write(rowsOf('MemberConfirmed', 7, '2026-11-02'), join(lakeDir, '.staging', 'batch'));
    analysis = await LakeAnalysis.open(lakeDir);
    expect(await countsByType(analysis)).toEqual({ MemberLiked: 4, MemberSignedUp: 10 });
    expect(await journeys(analysis)).toBe(10);

    // As the writer's sweep removes a file no commit lists.
    await rm(join(lakeDir, signups!));
    await analysis.refresh();
    expect(await countsByType(analysis)).toEqual({ MemberLiked: 4 });
    expect(await journeys(analysis)).toBe(0);
  });

  it('keeps its database in a folder of its own, gone once closed', async () => {
    analysis = await LakeAnalysis.open(lakeDir);
    const [[file]] = (await analysis.query(`select path from duckdb_databases() where database_name = 'lake'`)).rows as [[string]];
    expect(dirname(file)).toMatch(new RegExp(`^${tmpdir()}`));
    expect(existsSync(file)).toBe(true);
    analysis.close();
    analysis = undefined;
    expect(existsSync(dirname(file))).toBe(false);
  });

  it('removes the stores that processes which ended without closing left behind, and only those', async () => {
    const endedPid = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout;
    const abandoned = join(tmpdir(), `lake-analysis-${endedPid}-killed`);
    // The store of a process still running (this test's parent) is in use.
    const inUse = join(tmpdir(), `lake-analysis-${process.ppid}-running`);
    await Promise.all([mkdir(abandoned), mkdir(inUse)]);
    try {
      analysis = await LakeAnalysis.open(lakeDir);

      expect(existsSync(abandoned)).toBe(false);
      expect(existsSync(inUse)).toBe(true);
    } finally {
      await Promise.all([rm(abandoned, { recursive: true, force: true }), rm(inUse, { recursive: true, force: true })]);
    }
  });
});
