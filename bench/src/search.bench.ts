import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { GENDERS, SEARCH_MAX_PAGE, SEARCH_PAGE_SIZE, SEARCH_RADII_KM, type SearchRequest } from '@dating/domain';
import { createPostgresSql, PersonalFieldCipher, placesGazetteer, SqlKeyStore, type SqlPort } from '@dating/platform';
import { createTestDatabase } from '@dating/platform/testing';
import { blocksProjection, memberSearchProjection, pageCursorOf, searchStatements } from '@dating/projections';
import { startSite, type RunningProcess } from './processes.js';
import { COUNTRY_WEIGHTS, memberEvents, prng, project, seedMemberId, seedMemberSearch, weighted, type Random } from './search-seed.js';

/** A million members by default; BENCH_SEARCH_MEMBERS seeds another number (100000 compares with earlier runs). */
const MEMBERS = Number(process.env['BENCH_SEARCH_MEMBERS'] ?? 1_000_000);
/** One client measures the endpoint's latency; four show it under load (on 2 cores that also host PostgreSQL and the client). */
const LOADED_CLIENTS = 4;
const REQUESTS = 2_000;
const WARM_UP = 400;
const DEEP_PAGE_ROUNDS = 30;

/** A mixed filter as members set them: most name a gender, many a country, some a region, an age range or a radius; most nearest first. */
const randomFilter = (random: Random): SearchRequest => {
  const country = random() < 0.7 ? weighted(random, COUNTRY_WEIGHTS) : undefined;
  const regions = country ? placesGazetteer().regionsOf(country) : [];
  const minAge = random() < 0.4 ? 18 + Math.floor(random() * 30) : undefined;
  return {
    gender: random() < 0.6 ? GENDERS[Math.floor(random() * 2)] : undefined,
    country,
    countryregion: country && random() < 0.25 ? regions[Math.floor(random() * regions.length)] : undefined,
    min_age: minAge,
    max_age: random() < 0.4 ? (minAge ?? 18) + 5 + Math.floor(random() * 20) : undefined,
    radius: random() < 0.2 ? SEARCH_RADII_KM[Math.floor(random() * SEARCH_RADII_KM.length)] : undefined,
    order: random() < 0.8 ? 'nearest' : 'newest',
    fictional: random() < 0.1 ? 'hide' : 'show',
    widen: 'auto',
    page: random() < 0.7 ? 1 : 2 + Math.floor(random() * 4),
  };
};

const queryString = (filter: SearchRequest) =>
  new URLSearchParams(Object.entries(filter).flatMap(([key, value]): [string, string][] => (value === undefined ? [] : [[key, String(value)]]))).toString();

const p95 = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.ceil(samples.length * 0.95) - 1]!;
const median = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)]!;

/**
 * `clients` concurrent loops over `filters`; each filter goes to the raw SQL and then to the
 * endpoint, so both meet the same background load on the machine. Latencies in ms.
 */
const timedPairs = async (filters: readonly SearchRequest[], raw: Search, endpoint: Search, clients = 1) => {
  const latencies = { raw: [] as number[], endpoint: [] as number[] };
  const time = async (search: Search, filter: SearchRequest, into: number[]) => {
    const started = process.hrtime.bigint();
    await search(filter);
    into.push(Number(process.hrtime.bigint() - started) / 1e6);
  };
  let next = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < filters.length) {
        const filter = filters[next++]!;
        await time(raw, filter, latencies.raw);
        await time(endpoint, filter, latencies.endpoint);
      }
    }),
  );
  return latencies;
};

/** The same two statements the endpoint runs (the total, then the page it picks), straight on the pool. */
type Search = (filter: SearchRequest) => Promise<void>;

/** The ids of a page's members, as the endpoint's statements select them (its cursor, if it has one, first). */
const rawPage = async (sql: SqlPort, filter: SearchRequest, viewerId: string, today: string): Promise<string[]> => {
  const { page, count } = searchStatements(filter, viewerId, today, viewerTown());
  const [{ rows }, cursor] = await Promise.all([sql.query<{ total: number }>(count.text, count.params), pageCursorOf(sql, filter.after, viewerId)]);
  const statement = page(rows[0]!.total, cursor);
  return (await sql.query<{ member_id: string }>(statement.text, statement.params)).rows.map((row) => row.member_id);
};

const rawSearch = (sql: SqlPort, viewerId: string, today: string): Search => async (filter) => {
  await rawPage(sql, filter, viewerId, today);
};

/**
 * A page after the first as a member reaches it, paging on: after the cursor of the page before (the last member of
 * a full page). Found untimed; a page past the end keeps no cursor.
 */
const reachedByPaging = async (sql: SqlPort, filter: SearchRequest, viewerId: string, today: string): Promise<SearchRequest> => {
  if (filter.page === 1) return filter;
  const before = await rawPage(sql, { ...filter, page: filter.page - 1 }, viewerId, today);
  return before.length === SEARCH_PAGE_SIZE ? { ...filter, after: before.at(-1)! } : filter;
};

/** The last page (SEARCH_MAX_PAGE) of the broadest search, reached after its cursor and counted to: median ms of each. */
const deepPage = async (sql: SqlPort, viewerId: string, today: string) => {
  const last: SearchRequest = { order: 'nearest', fictional: 'show', widen: 'off', page: SEARCH_MAX_PAGE };
  const paged = await reachedByPaging(sql, last, viewerId, today);
  const timings = { cursor: [] as number[], counted: [] as number[] };
  for (let round = 0; round < DEEP_PAGE_ROUNDS; round++) {
    for (const [way, filter] of [['cursor', paged], ['counted', last]] as const) {
      const started = process.hrtime.bigint();
      await rawPage(sql, filter, viewerId, today);
      timings[way].push(Number(process.hrtime.bigint() - started) / 1e6);
    }
  }
  return { cursor: median(timings.cursor), counted: median(timings.counted) };
};

const httpSearch = (baseUrl: string, cookie: string): Search => async (filter) => {
  const response = await fetch(`${baseUrl}/api/search.php?${queryString(filter)}`, { headers: { cookie } });
  if (response.status !== 200) throw new Error(`search.php answered ${response.status}: ${await response.text()}`);
  await response.json();
};

const signUpViewer = async (baseUrl: string): Promise<{ id: string; cookie: string }> => {
  const response = await fetch(`${baseUrl}/api/signup.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `bench-${randomBytes(4).toString('hex')}@example.com`, name: 'Bench', password: 'a good long passphrase', date_of_birth: '1990-01-01', language: 'en' }),
  });
  const { user } = (await response.json()) as { user: { id: string } };
  const cookie = response.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  return { id: user.id, cookie };
};

/** The viewer lives in Utrecht and has blocked, and been blocked by, a few members: the exclusions cost what they cost. */
const viewerTown = () => placesGazetteer().find({ country: 'NL', region: 'Utrecht', city: 'Utrecht' })!;

const placeViewer = async (sql: SqlPort, personalFields: PersonalFieldCipher, viewerId: string) => {
  const utrecht = viewerTown();
  const viewer = { city: utrecht, gender: GENDERS[0], sexuality: 'hetero', birthDate: '1990-01-01', invisible: false, confirmed: true, fictional: false, photo: false } as const;
  await project(sql, personalFields, memberSearchProjection, memberEvents(viewerId, 'Bench', { ...viewer, signedUpAt: new Date().toISOString() }));
  const blockedAt = new Date().toISOString();
  await project(
    sql,
    personalFields,
    blocksProjection,
    Array.from({ length: 20 }, (_, index) => {
      const other = seedMemberId((index + 1) * 997);
      const [memberId, blockedId] = index % 2 === 0 ? [viewerId, other] : [other, viewerId];
      return { type: 'MemberBlocked', data: { memberId, blockedId, blockedAt } };
    }),
  );
  await sql.query('analyze');
};

/** p95 of GET /api/search.php against the raw indexed SQL on MEMBERS members; prints `search p95: X ms, ratio to raw: Y`. */
export const runSearchBench = async (): Promise<void> => {
  const database = await createTestDatabase('bench_search');
  const sql = createPostgresSql(database.url);
  let api: RunningProcess | undefined;
  try {
    // The API opens the names the seed sealed: both derive the key-encryption key from this secret.
    const appSecret = randomBytes(32).toString('base64url');
    const keys = new SqlKeyStore(sql, appSecret);
    await keys.migrate();
    const personalFields = new PersonalFieldCipher(keys);
    const seeding = Date.now();
    await seedMemberSearch({ url: database.url, sql }, personalFields, MEMBERS, Date.now());
    console.log(`seeded ${MEMBERS} members in ${((Date.now() - seeding) / 1000).toFixed(1)} s`);

    // The projections role too: the viewer's signup answers once the member-contact read model has them.
    api = await startSite(database.url, appSecret, 'api,projections');
    const viewer = await signUpViewer(api.baseUrl);
    await placeViewer(sql, personalFields, viewer.id);

    const random = prng(7);
    const today = new Date().toISOString().slice(0, 10);
    const raw = rawSearch(sql, viewer.id, today);
    const http = httpSearch(api.baseUrl, viewer.cookie);
    await timedPairs(Array.from({ length: WARM_UP }, () => randomFilter(random)), raw, http);
    const filters: SearchRequest[] = [];
    for (let index = 0; index < REQUESTS; index++) filters.push(await reachedByPaging(sql, randomFilter(random), viewer.id, today));
    const loaded = await timedPairs(filters, raw, http, LOADED_CLIENTS);
    const single = await timedPairs(filters, raw, http);
    const report = (label: string, { raw: rawLatencies, endpoint }: { raw: number[]; endpoint: number[] }) => {
      console.log(`${label} raw SQL (page + count): median ${median(rawLatencies).toFixed(2)} ms, p95 ${p95(rawLatencies).toFixed(2)} ms`);
      console.log(`${label} GET /api/search.php:    median ${median(endpoint).toFixed(2)} ms, p95 ${p95(endpoint).toFixed(2)} ms`);
      return { endpointP95: p95(endpoint), ratio: p95(endpoint) / p95(rawLatencies) };
    };
    const underLoad = report(`${LOADED_CLIENTS} clients:`, loaded);
    console.log(`${LOADED_CLIENTS} clients: search p95 ${underLoad.endpointP95.toFixed(1)} ms, ratio to raw ${underLoad.ratio.toFixed(2)} (${REQUESTS} requests)`);
    const deep = await deepPage(sql, viewer.id, today);
    console.log(`page ${SEARCH_MAX_PAGE} of every member nearest first, raw SQL: median ${deep.cursor.toFixed(2)} ms after its cursor, ${deep.counted.toFixed(2)} ms counted to`);
    const latency = report('1 client: ', single);
    console.log(`search p95: ${latency.endpointP95.toFixed(1)} ms, ratio to raw: ${latency.ratio.toFixed(2)}`);
  } finally {
    await api?.stop();
    await sql.close();
    await database.drop();
  }
};
