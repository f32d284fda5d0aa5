import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { START_CHECKPOINT, type Checkpoint, type EventStore } from '@dating/domain';
import { compareCheckpoints, createInfrastructure, parseConfig, type Infrastructure, type SqlPort } from '@dating/platform';
import { dueDeletionDeadlines } from '@dating/projections';
import { eventually } from '@dating/platform/testing';
import { AdjustableClock } from '../dev-clock/adjustable-clock.js';
import { jpegImage, uploadPhoto } from '../photos/photo-e2e.fixtures.js';
import { startRoles } from '../runtime/roles.js';
import { HttpClient } from '../testing/http-client.js';
import { describeDataFile, findInDump, formatHits, relationFileNames, scanFiles, type PlaintextHit } from '../testing/plaintext-scan.js';
import { servicesAvailable, startTestSite, type TestSite } from '../testing/test-site.js';
import { sweepErasuresNow } from './account-deletion.e2e-fixtures.js';

const describeWithServices = servicesAvailable ? describe : describe.skip;
const run = promisify(execFile);
const PASSWORD = 'a good long passphrase';
const ACTIVATION_LINK = /https?:\/\/[^\s"<>]+\/api\/activate\.php\?token=[A-Za-z0-9_%-]+/;
const JOURNEY_TIMEOUT_MS = 180_000;

const letters = (count: number) => [...randomBytes(count)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('');

/** Strings no other test writes: a hit can only come from this run's member. */
const uniqueMember = () => {
  const tag = letters(10);
  const aboutWord = `vecht${letters(8)}wandelaar`;
  return {
    email: `erasure-${tag}@example.com`,
    name: `Zq${letters(1).toUpperCase()}${letters(9)}`,
    aboutMe: `Ik wandel graag langs de Vecht, als ${aboutWord}, en lees ${letters(6)} boeken.`,
    aboutWord,
  };
};
type UniqueMember = ReturnType<typeof uniqueMember>;
const needlesOf = ({ email, name, aboutMe, aboutWord }: UniqueMember) => [email, name, aboutMe, aboutWord];

/** Signs up, confirms through the dev mailbox page, fills the profile, uploads a photo and asks for deletion, all over HTTP. */
const signUpFillAndDelete = async (url: string, member: UniqueMember): Promise<string> => {
  const client = new HttpClient(url);
  const signup = await client.json<{ user: { id: string } }>('POST', '/api/signup.php', {
    email: member.email,
    name: member.name,
    password: PASSWORD,
    date_of_birth: '1984-06-12',
    language: 'nl',
  });
  expect(signup.status).toBe(201);
  let link: string | undefined;
  await eventually(async () => {
    const page = await (await new HttpClient(url).request('GET', `/dev/mailbox?to=${encodeURIComponent(member.email)}`)).text();
    link = ACTIVATION_LINK.exec(page)?.[0];
    return link !== undefined;
  }, 'the activation mail in the dev mailbox');
  const activation = new URL(link!);
  expect((await new HttpClient(url).request('GET', activation.pathname + activation.search)).headers.get('location')).toBe('/activate/done');
  const profile = await client.json('PUT', '/api/my-profile.php', { about_me: member.aboutMe, location: { country: 'NL', region: 'Utrecht', city: 'Utrecht' } });
  expect(profile.status).toBe(200);
  expect((await uploadPhoto(client, await jpegImage())).status).toBe(201);
  expect((await client.json('POST', '/api/account-deletion.php', { password: PASSWORD, reasons: ['privacy'] })).status).toBe(200);
  return signup.body.user.id;
};

const erasedAt = async (store: EventStore, memberId: string): Promise<Checkpoint | undefined> => {
  for (let from = START_CHECKPOINT; ; ) {
    const batch = await store.readAll(from, 500);
    if (!batch.length) return undefined;
    const erased = batch.find((event) => event.type === 'AccountErased' && (event.data as { memberId?: string }).memberId === memberId);
    if (erased) return erased.checkpoint;
    from = batch.at(-1)!.checkpoint;
  }
};

/** Until AccountErased is in the log and every consumer (read models, reactors) has processed it. */
const waitUntilErasureProcessed = async ({ eventStore, sql }: Pick<Infrastructure, 'eventStore' | 'sql'>, memberId: string, timeoutMs = 60_000) => {
  let checkpoint: Checkpoint | undefined;
  await eventually(async () => (checkpoint = await erasedAt(eventStore, memberId)) !== undefined, 'AccountErased in the log', timeoutMs);
  await eventually(async () => {
    const { rows } = await sql.query<{ checkpoint: string }>('select checkpoint from consumer_checkpoints');
    return rows.length > 0 && rows.every((row) => compareCheckpoints(row.checkpoint, checkpoint!) >= 0);
  }, 'every consumer past AccountErased', timeoutMs);
};

/**
 * The member id is no secret and stays in the log: finding it proves the scan read the right, flushed files. The
 * failure message lists each file or table with the bytes around the plaintext it still holds.
 */
const expectNoPlaintext = (hits: readonly PlaintextHit[], memberId: string, where: string) => {
  expect(hits.some((hit) => hit.needle === memberId)).toBe(true);
  expect({ where, hits: formatHits(hits.filter((hit) => hit.needle !== memberId)) }).toEqual({ where, hits: [] });
};

describe('Final deletion down to the bytes, embedded (PGlite)', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'erasure-bytes-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it(
    'leaves no e-mail, name or about-me text in any file of the data directory once the grace period is over',
    async () => {
      const infrastructure = await createInfrastructure(parseConfig({ DEV_CLOCK: '1', DATA_DIR: dataDir, PORT: '0', DEMO_MEMBERS: '0' }));
      const running = await startRoles(infrastructure, new AdjustableClock());
      let relations: ReadonlyMap<string, string> = new Map();
      try {
        const member = uniqueMember();
        const memberId = await signUpFillAndDelete(running.url!, member);
        expect((await new HttpClient(running.url!).json('POST', '/dev/clock', { advance_days: 15 })).status).toBe(200);
        // The erasure sweeper runs every 2 s with DEV_CLOCK.
        await waitUntilErasureProcessed(infrastructure, memberId);
        relations = await relationFileNames(infrastructure.sql);
        await running.stop();
        // Closing makes PGlite write everything to its files.
        await infrastructure.close();
        const hits = await scanFiles(dataDir, [...needlesOf(member), memberId], describeDataFile(join(dataDir, 'pglite'), relations));
        expectNoPlaintext(hits, memberId, dataDir);
      } finally {
        await running.stop().catch(() => undefined);
        await infrastructure.close().catch(() => undefined);
      }
    },
    JOURNEY_TIMEOUT_MS,
  );
});

describeWithServices('Final deletion down to the bytes, PostgreSQL', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite({ PHOTO_AUTO_APPROVE_SECONDS: 'off' }, { mail: 'dev-mailbox' });
  });
  afterAll(() => site?.stop());

  const sweepNow = () => sweepErasuresNow(site);

  const serverFiles = async (sql: SqlPort) => {
    const directory = (await sql.query<{ data_directory: string }>('SHOW data_directory')).rows[0]!.data_directory;
    const oid = (await sql.query<{ oid: string }>('select oid::text from pg_database where datname = current_database()')).rows[0]!.oid;
    return { directory, database: join(directory, 'base', oid), wal: join(directory, 'pg_wal') };
  };

  it(
    'leaves no e-mail, name or about-me text in a pg_dump, the database files or the WAL once the grace period is over',
    async () => {
      const member = uniqueMember();
      const memberId = await signUpFillAndDelete(site.url, member);
      const needles = [...needlesOf(member), memberId];
      site.clock.advanceDays(15);
      try {
        const { sql } = site.infrastructure;
        await eventually(async () => (await dueDeletionDeadlines(sql, site.clock.now(), 10)).some((due) => due.memberId === memberId), 'the deadline read model');
        // The production sweeper looks once a minute: run its round now instead of waiting.
        await sweepNow();
        await waitUntilErasureProcessed(site.infrastructure, memberId);
        await sql.query('CHECKPOINT');

        const dump = (await run('pg_dump', ['--dbname', site.database.url], { maxBuffer: 512 * 1024 * 1024 })).stdout;
        const files = await serverFiles(sql);
        const relations = await relationFileNames(sql);
        const hits = [
          ...findInDump(dump, needles),
          ...(await scanFiles(files.database, needles, describeDataFile(files.directory, relations))),
          ...(await scanFiles(files.wal, needles, describeDataFile(files.directory, relations))),
        ];
        expectNoPlaintext(hits, memberId, `pg_dump of ${site.database.name}, ${files.database} and ${files.wal}`);
      } finally {
        site.clock.reset();
      }
    },
    JOURNEY_TIMEOUT_MS,
  );
});
