import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DuckDBInstance } from '@duckdb/node-api';
import { PERSONAL_DATA_POLICY, type Event } from '@dating/domain';
import {
  ConsumerRunner,
  createPgliteSql,
  createPostgresSql,
  EncryptingEventStore,
  PostgresEventStore,
  SqlKeyStore,
  whileLocked,
  type AppConfig,
  type SqlPort,
} from '@dating/platform';
import { createTestDatabase, eventually, postgresIsAvailable, type TestDatabase } from '@dating/platform/testing';
import { replayAnalyticLake } from '../cli/replay.js';
import { ANALYTIC_LAKE, AnalyticLake, analyticLakeDir, analyticLakeLog } from './analytic-lake.consumer.js';
import { lakePseudonym } from './lake-pseudonym.js';
import { parquetFilesUnder, sqlLiteral } from './parquet-batch-writer.js';
import { retireReplacedLakes } from './replaced-lakes.js';

const describeWithServices = (await postgresIsAvailable()) ? describe : describe.skip;

const REPOSITORY_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const KEY_SECRET = 'analytic-lake-spec-secret-0123456789abcdef';
const at = '2026-11-28T20:00:00.000Z';

interface Member {
  readonly id: string;
  readonly name: string;
  readonly email: string;
}
const newMember = (name: string): Member => ({ id: randomUUID(), name, email: `${name.toLowerCase()}.${randomUUID().slice(0, 8)}@example.com` });

const signedUp = ({ id, name, email }: Member): Event => ({
  type: 'MemberSignedUp',
  data: {
    memberId: id, name, email, dateOfBirth: '1994-03-02', passwordHashRef: `pw-${id}`, language: 'de', domain: 'flirt.example', country: 'DE',
    tracking: { network: 'adnet', ref: 'spring' }, signedUpAt: at, niche: 'milf',
  },
});
const spentOnGift = (sender: Member, recipient: Member): Event => ({
  type: 'CreditsSpent',
  data: { memberId: sender.id, key: randomUUID(), credits: 20, balance: 30, at, premium: true, purpose: 'gift', recipientId: recipient.id },
});
const describedAs = (member: Member, gender: string): Event => ({ type: 'ProfileDetailsChanged', data: { memberId: member.id, details: { gender, sexuality: 'hetero' } } });
const liked = (liker: Member, likedMember: Member): Event => ({ type: 'MemberLiked', data: { likerId: liker.id, likedId: likedMember.id, likedAt: at, source: 'profile' } });
const messaged = (sender: Member, recipient: Member, text: string): Event => ({
  type: 'MessageSent',
  data: {
    conversationId: randomUUID(), messageId: randomUUID(), senderId: sender.id, recipientId: recipient.id, kind: 'text', text, gift: null, photoId: null, credits: 5, sentAt: at,
    status: 'delivered',
  },
});

const withDuckDb = async <T>(work: (run: (sql: string) => Promise<Record<string, unknown>[]>) => Promise<T>): Promise<T> => {
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  try {
    return await work(async (sql) => (await connection.runAndReadAll(sql)).getRowObjectsJson() as Record<string, unknown>[]);
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
};

const lakeRows = (dir: string, sql: (rows: string) => string) =>
  withDuckDb((run) => run(sql(`read_parquet(${sqlLiteral(join(dir, '**', '*.parquet'))}, hive_partitioning = true, union_by_name = true)`)));

const rowsPerType = async (dir: string): Promise<Record<string, number>> =>
  Object.fromEntries((await lakeRows(dir, (rows) => `select type, count(*) as n from ${rows} group by type`)).map(({ type, n }) => [type, Number(n)]));

describeWithServices('the analytic lake', () => {
  let database: TestDatabase;
  let sql: SqlPort;
  let stored: PostgresEventStore;
  let keyStore: SqlKeyStore;
  let log: EncryptingEventStore;
  let lakeDir: string;
  /** Events appended in this test. */
  let appended = 0;

  beforeAll(async () => {
    database = await createTestDatabase('lake');
    sql = createPostgresSql(database.url);
  });
  afterAll(async () => {
    await sql.close();
    await database.drop();
  });
  beforeEach(async () => {
    await sql.query('drop schema public cascade');
    await sql.query('create schema public');
    stored = new PostgresEventStore(sql);
    await stored.migrate();
    keyStore = new SqlKeyStore(sql, KEY_SECRET);
    await keyStore.migrate();
    log = new EncryptingEventStore(stored, keyStore, PERSONAL_DATA_POLICY);
    lakeDir = await mkdtemp(join(tmpdir(), 'lake-'));
    appended = 0;
  });
  afterEach(() => rm(lakeDir, { recursive: true, force: true }));

  const append = async (events: readonly Event[]) => {
    for (const event of events) await log.append(`spec-${randomUUID()}`, [{ id: randomUUID(), type: event.type, data: event.data, metadata: {} }], 'any');
    appended += events.length;
  };
  /** Every event appended, once readable: a transaction still open anywhere on the server briefly hides the latest. */
  const everyEvent = async () => {
    await eventually(async () => (await stored.readAll('', 1_000_000)).length === appended, 'every appended event to be readable');
    return log.readAll('', 1_000_000);
  };
  const runner = (lake: AnalyticLake) => new ConsumerRunner({ store: analyticLakeLog(stored, keyStore), sql, consumer: lake, batchSize: 50 });
  const catchUp = async (lake: AnalyticLake) => {
    await runner(lake).catchUp((await everyEvent()).at(-1)!.checkpoint);
  };
  const withLake = async <T>(work: (lake: AnalyticLake) => Promise<T>): Promise<T> => {
    const lake = new AnalyticLake({ keyStore, lakeDir });
    try {
      return await work(lake);
    } finally {
      await lake.close();
    }
  };

  it('writes each event once, as a row under its type and day, with members under pseudonyms of their own keys, and appends without rewriting', async () => {
    const [anna, bert] = [newMember('Anna'), newMember('Bert')];
    await append([signedUp(anna), signedUp(bert), describedAs(anna, 'female'), liked(anna, bert)]);
    await withLake(async (lake) => {
      await catchUp(lake);
      const dir = analyticLakeDir(lakeDir);
      const first = await parquetFilesUnder(dir);
      expect(first.every((file) => /^type=\w+\/day=\d{4}-\d{2}-\d{2}\/part-[\w-]+\.parquet$/.test(file))).toBe(true);
      const firstWritten = await Promise.all(first.map(async (file) => (await stat(join(dir, file))).mtimeMs));

      await append([liked(bert, anna), messaged(anna, bert, 'Hello Bert'), spentOnGift(anna, bert)]);
      await catchUp(lake);

      expect(await rowsPerType(dir)).toEqual({ MemberSignedUp: 2, ProfileDetailsChanged: 1, MemberLiked: 2, MessageSent: 1, CreditsSpent: 1 });
      expect(await Promise.all(first.map(async (file) => (await stat(join(dir, file))).mtimeMs))).toEqual(firstWritten);
      expect((await parquetFilesUnder(dir)).length).toBeGreaterThan(first.length);

      const keys = await keyStore.getKeys([anna.id, bert.id]);
      const [annaName, bertName] = [lakePseudonym(keys.get(anna.id)!), lakePseudonym(keys.get(bert.id)!)];
      const signups = await lakeRows(dir, (rows) => `select member, age_band, gender, site, country, language, network, ref, fictional, niche from ${rows} where type = 'MemberSignedUp' order by member`);
      expect(signups).toEqual(
        [annaName, bertName]
          .sort()
          .map((member) => ({ member, age_band: '25-34', gender: null, site: 'flirt.example', country: 'DE', language: 'de', network: 'adnet', ref: 'spring', fictional: false, niche: 'milf' })),
      );
      expect(await lakeRows(dir, (rows) => `select member, other_member, kind, credits, premium from ${rows} where type = 'CreditsSpent'`)).toEqual([
        { member: annaName, other_member: bertName, kind: 'gift', credits: '20', premium: true },
      ]);
      expect(await lakeRows(dir, (rows) => `select member, other_member from ${rows} where type = 'MemberLiked' order by minute, member`)).toEqual(
        expect.arrayContaining([{ member: annaName, other_member: bertName }, { member: bertName, other_member: annaName }]),
      );
      expect(await lakeRows(dir, (rows) => `select gender, sexuality from ${rows} where type = 'ProfileDetailsChanged'`)).toEqual([{ gender: 'female', sexuality: 'hetero' }]);
    });
  });

  it('reads its log with a signup’s birth date and a profile’s details opened, and a message’s text and a member’s name still sealed', async () => {
    const [anna, bert] = [newMember('Anna'), newMember('Bert')];
    await append([signedUp(anna), describedAs(anna, 'female'), messaged(anna, bert, 'see you at eight')]);
    await everyEvent();
    const [signup, details, message] = (await analyticLakeLog(stored, keyStore).readAll('', 10)).map(({ data }) => data as Record<string, unknown>);
    expect(signup).toEqual(expect.objectContaining({ dateOfBirth: '1994-03-02', name: { $pd: expect.any(String) } }));
    expect(details).toEqual(expect.objectContaining({ details: { gender: 'female', sexuality: 'hetero' } }));
    expect(message).toEqual(expect.objectContaining({ text: { $pd: expect.any(String) } }));
  });

  it('after final deletion holds nothing that leads back to the member: no address, name or id in its bytes or values, and no pseudonym anyone can derive', async () => {
    const [anna, bert] = [newMember('Annabel'), newMember('Bertrand')];
    await append([signedUp(anna), signedUp(bert), liked(anna, bert), messaged(anna, bert, `Write to ${anna.email}`)]);
    await withLake(async (lake) => {
      await catchUp(lake);
      await keyStore.destroyKey(anna.id);
      await append([{ type: 'AccountErased', data: { memberId: anna.id, erasedAt: at } }, liked(bert, anna)]);
      await catchUp(lake);
      const dir = analyticLakeDir(lakeDir);
      const traces = [anna.email, anna.name, anna.id, anna.id.replaceAll('-', '')];

      const expectNoTrace = async () => {
        const files = await parquetFilesUnder(dir);
        expect(files.length).toBeGreaterThan(0);
        for (const file of files) {
          const bytes = await readFile(join(dir, file));
          for (const trace of traces) expect(bytes.includes(Buffer.from(trace))).toBe(false);
        }
        // Compressed pages could hide a value from a byte scan: every value is read back as text too.
        const values = JSON.stringify(await lakeRows(dir, (rows) => `select * from ${rows}`));
        for (const trace of traces) expect(values).not.toContain(trace);
      };
      await expectNoTrace();
      expect((await keyStore.getKeys([anna.id])).size).toBe(0);
      // The like Bert gave after the erasure names nobody on Anna's side.
      const latest = await lakeRows(dir, (rows) => `select other_member from ${rows} where type = 'MemberLiked' and member is not null and other_member is null`);
      expect(latest).toHaveLength(1);

      // Built again from the log, the lake does not even tie her rows to each other.
      await runner(lake).reset();
      await catchUp(lake);
      await expectNoTrace();
      expect(await lakeRows(dir, (rows) => `select type, count(*) as n from ${rows} where member is null and type <> 'AccountErased' group by type order by type`)).toEqual([
        { type: 'MemberLiked', n: '1' },
        { type: 'MemberSignedUp', n: '1' },
        { type: 'MessageSent', n: '1' },
      ]);
    });
  });

  it('removes the files of a batch whose transaction did not commit, and writes those events again', async () => {
    const [anna, bert] = [newMember('Anna'), newMember('Bert')];
    await append([signedUp(anna), signedUp(bert), liked(anna, bert)]);
    await withLake(async (lake) => {
      const events = await everyEvent();
      await expect(
        sql.transaction(async (tx) => {
          await lake.handle(events, tx);
          throw new Error('the commit is lost');
        }),
      ).rejects.toThrow('the commit is lost');
      const dir = analyticLakeDir(lakeDir);
      expect((await parquetFilesUnder(dir)).length).toBeGreaterThan(0);

      await catchUp(lake);
      expect(await rowsPerType(dir)).toEqual({ MemberSignedUp: 2, MemberLiked: 1 });
    });
  });

  it('is written again from the start of the log by the replay, after its files were lost', async () => {
    const [anna, bert] = [newMember('Anna'), newMember('Bert')];
    await append([signedUp(anna), signedUp(bert), liked(anna, bert)]);
    await withLake(catchUp);
    const dir = analyticLakeDir(lakeDir);
    await rm(dir, { recursive: true });

    let advanced = 0;
    await replayAnalyticLake({ sql, storedLog: stored, keyStore, config: { lakeDir } as AppConfig }, { start: () => undefined, advance: (events) => (advanced += events) });
    expect(advanced).toBe(3);
    expect(await rowsPerType(dir)).toEqual({ MemberSignedUp: 2, MemberLiked: 1 });
    const { rows } = await sql.query<{ file: string }>('select file from analytic_lake_files order by file');
    expect(rows.map(({ file }) => file)).toEqual(await parquetFilesUnder(dir));
  });

  it('resumes after its process is killed with SIGKILL, again and again, without duplicating or losing a row', async () => {
    const members = Array.from({ length: 40 }, (_, index) => newMember(`M${index}`));
    const events = members.flatMap((member, index) => [signedUp(member), ...members.slice(index + 1, index + 6).map((other) => liked(member, other)), messaged(member, members[(index + 1) % 40]!, 'hi')]);
    await append(events);
    const expected = events.reduce<Record<string, number>>((counts, { type }) => ({ ...counts, [type]: (counts[type] ?? 0) + 1 }), {});
    await everyEvent();
    // A process of its own, as the projections role is, writing small batches so that a kill lands in the middle of one.
    const script = `
      import { ConsumerRunner, createPostgresSql, PostgresEventStore, SqlKeyStore } from '@dating/platform';
      import { AnalyticLake, analyticLakeLog } from '@dating/projections';
      const sql = createPostgresSql(process.env.LAKE_DATABASE_URL);
      const keyStore = new SqlKeyStore(sql, process.env.LAKE_KEY_SECRET);
      const lake = new AnalyticLake({ keyStore, lakeDir: process.env.LAKE_DIR });
      await new ConsumerRunner({ store: analyticLakeLog(new PostgresEventStore(sql), keyStore), sql, consumer: lake, batchSize: 7 }).catchUp();
      await lake.close();
      await sql.close();`;
    const runLake = () => {
      const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
        cwd: REPOSITORY_ROOT,
        env: { ...process.env, LAKE_DATABASE_URL: database.url, LAKE_KEY_SECRET: KEY_SECRET, LAKE_DIR: lakeDir },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      return { child, exited };
    };
    const dir = analyticLakeDir(lakeDir);
    for (let kill = 1; kill <= 3; kill++) {
      const before = (await parquetFilesUnder(dir)).length;
      const { child, exited } = runLake();
      await eventually(async () => (await parquetFilesUnder(dir)).length > before + 3, 'the lake process to write some files', 20_000);
      child.kill('SIGKILL');
      expect(await exited).toBeNull();
    }
    expect(await runLake().exited).toBe(0);

    expect(await rowsPerType(dir)).toEqual(expected);
    const { rows } = await sql.query<{ file: string }>('select file from analytic_lake_files order by file');
    expect(rows.map(({ file }) => file)).toEqual(await parquetFilesUnder(dir));
  });

  it('removes the lake of an earlier version once nothing has written it for a while, and keeps it while its writer runs or wrote lately', async () => {
    await append([signedUp(newMember('Anna'))]);
    await withLake(catchUp);
    // A lake of version 1, as the release before left it: its folder, the rows listing its files, its checkpoint.
    const [older, olderFile] = ['analytic-lake-v1', 'type=MemberSignedUp/day=2026-11-28/part-1.parquet'];
    await mkdir(join(lakeDir, 'v1', 'type=MemberSignedUp', 'day=2026-11-28'), { recursive: true });
    await writeFile(join(lakeDir, 'v1', olderFile), 'a Parquet file of the release before');
    await sql.query('insert into analytic_lake_files (lake, file) values ($1, $2)', [older, olderFile]);
    await sql.query(`insert into consumer_checkpoints (name, checkpoint, updated_at) values ($1, '0', now() - interval '2 hours')`, [older]);
    const current = { files: await parquetFilesUnder(analyticLakeDir(lakeDir)), checkpoint: (await sql.query('select checkpoint from consumer_checkpoints where name = $1', [ANALYTIC_LAKE])).rows };
    const olderLakeLeft = async () => ({
      folder: await stat(join(lakeDir, 'v1')).then(() => true, () => false),
      files: Number((await sql.query<{ n: string }>('select count(*) as n from analytic_lake_files where lake = $1', [older])).rows[0]!.n),
      checkpoints: Number((await sql.query<{ n: string }>('select count(*) as n from consumer_checkpoints where name = $1', [older])).rows[0]!.n),
    });

    // Written an hour ago at most: kept. Its writer still running (it holds the lock): kept.
    expect(await retireReplacedLakes(sql, lakeDir, 3 * 3_600_000)).toEqual([]);
    expect(await whileLocked(sql, older, () => retireReplacedLakes(sql, lakeDir, 3_600_000))).toEqual([]);
    expect(await olderLakeLeft()).toEqual({ folder: true, files: 1, checkpoints: 1 });

    expect(await retireReplacedLakes(sql, lakeDir, 3_600_000)).toEqual([older]);
    expect(await olderLakeLeft()).toEqual({ folder: false, files: 0, checkpoints: 0 });
    // This version's lake is as it was.
    expect(await parquetFilesUnder(analyticLakeDir(lakeDir))).toEqual(current.files);
    expect((await sql.query('select checkpoint from consumer_checkpoints where name = $1', [ANALYTIC_LAKE])).rows).toEqual(current.checkpoint);
    expect(await retireReplacedLakes(sql, lakeDir, 0)).toEqual([]);
  });
});

describe('the analytic lake on the embedded database', () => {
  it('reads the members’ keys through its batch’s transaction, which holds the one connection there', async () => {
    const sql = await createPgliteSql();
    const lakeDir = await mkdtemp(join(tmpdir(), 'lake-pglite-'));
    try {
      const stored = new PostgresEventStore(sql);
      await stored.migrate();
      await new SqlKeyStore(sql, KEY_SECRET).migrate();
      const [anna, bert] = [newMember('Anna'), newMember('Bert')];
      const writing = new EncryptingEventStore(stored, new SqlKeyStore(sql, KEY_SECRET), PERSONAL_DATA_POLICY);
      for (const event of [signedUp(anna), signedUp(bert), liked(anna, bert)]) {
        await writing.append(`spec-${randomUUID()}`, [{ id: randomUUID(), type: event.type, data: event.data, metadata: {} }], 'any');
      }
      // The log the lake reads decrypts with a key store of its own, so the lake's finds none of the keys in its cache.
      const lake = new AnalyticLake({ keyStore: new SqlKeyStore(sql, KEY_SECRET), lakeDir });
      const log = analyticLakeLog(stored, new SqlKeyStore(sql, KEY_SECRET));
      await new ConsumerRunner({ store: log, sql, consumer: lake, catchUpTimeoutMs: 10_000 }).catchUp();
      await lake.close();
      expect(await rowsPerType(analyticLakeDir(lakeDir))).toEqual({ MemberSignedUp: 2, MemberLiked: 1 });
    } finally {
      await sql.close();
      await rm(lakeDir, { recursive: true, force: true });
    }
  });
});
