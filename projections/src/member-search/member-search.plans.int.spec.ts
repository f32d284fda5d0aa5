import { chordKm, earthPoint, nicheAudience, SEARCH_COUNT_LIMIT, SEARCH_PAGE_SIZE, type Gender, type ProfileCard, type SearchRequest, type Sexuality } from '@dating/domain';
import { createPgliteSql, createPostgresSql, PersonalFieldCipher, SqlKeyStore, type SqlExecutor, type SqlPort } from '@dating/platform';
import { createTestDatabase, postgresIsAvailable } from '@dating/platform/testing';
import { blocksProjection } from '../blocks/blocks.projection.js';
import { chatsProjection } from '../chats/chats.projection.js';
import { likesProjection } from '../likes/likes.projection.js';
import { likeSuggestions, swipeDeckOffers } from '../likes/likes.queries.js';
import { MEMBER_SEARCH_TABLE, memberSearchProjection } from './member-search.projection.js';
import { matchFinder, newMembersNear, searchMembers, similarMembers, type ReadModelReader } from './member-search.queries.js';

/** Enough members that reading them all costs more than any index, as on a real site: the planner then shows its hand. */
const MEMBERS = 30_000;
const VIEWER = '00000000-0000-4000-8000-000000000000';
const today = new Date('2026-11-30T12:00:00Z');
const utrecht = { lat: 52.09, lon: 5.12 };

/**
 * Members spread over Europe's towns (every 50th without a town), half of them women, in eight countries of ten
 * regions each; the viewer lives in Utrecht. Positions as the projection stores them (`earthPoint`), made in SQL.
 */
const seedMembers = async (sql: SqlPort): Promise<void> => {
  await sql.transaction(async (tx) => {
    for (const projection of [memberSearchProjection, blocksProjection, chatsProjection, likesProjection]) await projection.migrate(tx, '');
  });
  const [x, y, z] = earthPoint(utrecht);
  await sql.query(
    `insert into ${MEMBER_SEARCH_TABLE} (member_id, domain, gender, sexuality, birth_date, country, region, city, lat, lon, position, invisible, confirmed, fictional, main_photo_id, signed_up_at)
     select '00000000-0000-4000-8000-' || lpad(i::text, 12, '0'), 'localhost', case when i % 2 = 0 then 'female' else 'male' end, 'hetero',
       date '1950-01-01' + (i * 37) % 18000, (array['DE','GB','FR','IT','ES','PL','NL','SE'])[1 + i % 8], 'r' || (i / 8) % 10, 'town',
       lat, lon, case when i % 50 = 7 then null else cube(array[6371 * cos(radians(lat)) * cos(radians(lon)), 6371 * cos(radians(lat)) * sin(radians(lon)), 6371 * sin(radians(lat))]) end,
       i % 33 = 0, i % 10 <> 0, i % 20 = 0, case when i % 3 <> 0 then 'photo-' || i end, timestamptz '2024-01-01' + interval '1 minute' * i
     from (select i, 36 + (i::bigint * 7919 % 3000) / 100.0 as lat, -9 + (i::bigint * 104729 % 4000) / 100.0 as lon from generate_series(1, $1::int) i) towns`,
    [MEMBERS],
  );
  await sql.query(
    `insert into ${MEMBER_SEARCH_TABLE} (member_id, domain, gender, sexuality, birth_date, country, region, city, lat, lon, position, confirmed, signed_up_at)
     values ($1, 'localhost', 'male', 'hetero', '1990-01-01', 'NL', 'Utrecht', 'Utrecht', $2, $3, cube($4::float8[]), true, now())`,
    [VIEWER, utrecht.lat, utrecht.lon, [x, y, z]],
  );
  // As autovacuum leaves a table between writes: its pages known to be visible to all, which index-only scans need.
  // Freezing makes vacuum wait for a page another backend has pinned (the checkpointer writing it out, under load),
  // where a plain vacuum passes it by and leaves it unmarked: the index-only scan then reads member rows after all.
  await sql.query('vacuum (freeze, analyze)');
};

interface PlanNode {
  readonly 'Node Type': string;
  readonly 'Index Name'?: string;
  readonly 'Actual Rows'?: number;
  readonly 'Actual Loops'?: number;
  readonly 'Heap Fetches'?: number;
  readonly Plans?: readonly PlanNode[];
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/** The most rows any Sort of the plan read: the broad searches here match tens of thousands of members. */
const mostRowsSorted = (plan: PlanNode): number =>
  Math.max(0, ...nodesOf(plan).flatMap((node) => (node['Node Type'] === 'Sort' ? (node.Plans ?? []).map((input) => (input['Actual Rows'] ?? 0) * (input['Actual Loops'] ?? 1)) : [])));

/** Runs the read-model queries on `sql`, and keeps each statement they send. */
const recording = (sql: SqlExecutor) => {
  const statements: { text: string; params: readonly unknown[] }[] = [];
  const executor: SqlExecutor = {
    query: (text, params, options) => {
      statements.push({ text, params: params ?? [] });
      return sql.query(text, params, options);
    },
  };
  return { executor, statements };
};

const planOf = async (sql: SqlExecutor, text: string, params: readonly unknown[]): Promise<PlanNode> => {
  const { rows } = await sql.query<Record<string, unknown>>(`explain (analyze, format json) ${text}`, [...params]);
  const json = Object.values(rows[0]!)[0];
  return (typeof json === 'string' ? JSON.parse(json) : json)[0].Plan as PlanNode;
};

const search = (filter: Partial<SearchRequest>): SearchRequest => ({ page: 1, order: 'nearest', fictional: 'show', widen: 'off', ...filter });

/** The mixed filters members search with (as `npm run bench -- search` draws them), nearest first and newest first. */
const SEARCHES: SearchRequest[] = [
  search({}),
  search({ gender: 'female' }),
  search({ country: 'SE' }),
  search({ country: 'IT', gender: 'female' }),
  search({ country: 'IT', countryregion: 'r3' }),
  search({ country: 'IT', countryregion: 'r3', min_age: 30, max_age: 40 }),
  search({ gender: 'male', min_age: 25, max_age: 30, photo: 'with', fictional: 'hide' }),
  search({ radius: 100 }),
  search({ gender: 'female', radius: 10, page: 3 }),
  search({ page: 5 }),
  search({ order: 'newest' }),
  search({ order: 'newest', country: 'DE', gender: 'female' }),
  search({ order: 'newest', radius: 250 }),
  search({ order: 'newest', radius: 10 }),
  // The landers' faces: the newest of a niche with a photo.
  search({ order: 'newest', ...nicheAudience('gilf'), photo: 'with' }),
  search({ order: 'newest', ...nicheAudience('gay'), photo: 'with' }),
];

/** Pages after the first, each asked for with the cursor of the page before, as the browser pages on. */
const CURSOR_SEARCHES: SearchRequest[] = [
  search({ page: 5 }),
  search({ gender: 'female', radius: 250, page: 3 }),
  search({ country: 'IT', countryregion: 'r3', page: 2 }),
  search({ order: 'newest', country: 'DE', gender: 'female', page: 4 }),
  search({ order: 'newest', radius: 250, page: 2 }),
  search({ order: 'newest', gender: 'female', radius: 250, page: 2 }),
];

interface TestSql {
  readonly sql: SqlPort;
  dispose(): Promise<void>;
}

/** The embedded database and, when this machine has one, PostgreSQL: both must plan alike. */
const DATABASES: [string, () => Promise<TestSql | undefined>][] = [
  ['PGlite', async () => {
    const sql = await createPgliteSql();
    return { sql, dispose: () => sql.close() };
  }],
  ['PostgreSQL', async () => {
    if (!(await postgresIsAvailable())) return undefined;
    const database = await createTestDatabase('search_plans');
    const sql = createPostgresSql(database.url);
    return { sql, dispose: async () => (await sql.close(), await database.drop()) };
  }],
];

describe.each(DATABASES)('Search plans on %s', (_name, openSql) => {
  let testSql: TestSql | undefined;
  let reader: ReadModelReader;

  beforeAll(async () => {
    testSql = await openSql();
    if (!testSql) return;
    await seedMembers(testSql.sql);
    const keys = new SqlKeyStore(testSql.sql, 'a secret of sixteen characters or more');
    await keys.migrate();
    reader = { sql: testSql.sql, personalFields: new PersonalFieldCipher(keys) };
  }, 180_000);
  afterAll(() => testSql?.dispose());

  // A page sorts at most the rows it asks for and a town, or the members within a radius that holds fewer than the count's cap.
  const expectNoSortOfEveryMatch = async (statements: readonly { text: string; params: readonly unknown[] }[]) => {
    for (const { text, params } of statements) {
      const sorted = mostRowsSorted(await planOf(testSql!.sql, text, params));
      // The statement beside the figure, so a failure names it.
      expect({ text, sortsAtMostTheCap: sorted <= SEARCH_COUNT_LIMIT }).toEqual({ text, sortsAtMostTheCap: true });
    }
  };

  it.each(SEARCHES.map((filter) => [JSON.stringify(filter), filter] as const))('searches %s without sorting every member it finds', async (_label, filter) => {
    if (!testSql) return;
    const { executor, statements } = recording(testSql.sql);
    await searchMembers({ ...reader, sql: executor }, filter, { viewerId: VIEWER, now: today });
    await expectNoSortOfEveryMatch(statements);
  });

  it.each(CURSOR_SEARCHES.map((filter) => [JSON.stringify(filter), filter] as const))(
    'pages %s after a page cursor without sorting every member it finds',
    async (_label, filter) => {
      if (!testSql) return;
      const viewer = { viewerId: VIEWER, now: today };
      const before = await searchMembers(reader, { ...filter, page: filter.page - 1 }, viewer);
      const { executor, statements } = recording(testSql.sql);
      expect(before.next).toBeDefined();
      await searchMembers({ ...reader, sql: executor }, { ...filter, after: before.next }, viewer);
      expect(statements.some(({ text }) => /\boffset\b/.test(text))).toBe(false);
      await expectNoSortOfEveryMatch(statements);
    },
  );

  /** Every page of a search, each asked for after the cursor of the one before (`byCursor`) or by its number. */
  const everyPage = async (filter: SearchRequest, byCursor: boolean): Promise<ProfileCard[][]> => {
    const pages: ProfileCard[][] = [];
    let next: string | undefined;
    for (let page = 1; page === 1 || next !== undefined; page++) {
      const results = await searchMembers(reader, { ...filter, page, ...(byCursor && next ? { after: next } : {}) }, { viewerId: VIEWER, now: today });
      pages.push(results.cards);
      next = results.next;
    }
    return pages;
  };

  it.each([
    ['nearest first, members without a town last', search({ country: 'IT', countryregion: 'r3' })],
    ['nearest first within a radius', search({ gender: 'female', radius: 250 })],
    ['newest first', search({ order: 'newest', country: 'IT', countryregion: 'r3' })],
    ['newest first within a radius', search({ order: 'newest', radius: 250 })],
  ])('pages %s after each cursor exactly as counting the pages does, to the last', async (_label, filter) => {
    if (!testSql) return;
    const byNumber = await everyPage(filter, false);
    const byCursor = await everyPage(filter, true);
    expect(byNumber.length).toBeGreaterThan(3);
    expect(byNumber.slice(0, -1).every((page) => page.length === SEARCH_PAGE_SIZE)).toBe(true);
    expect(byCursor.map((page) => page.map((card) => card.id))).toEqual(byNumber.map((page) => page.map((card) => card.id)));
    if (filter.radius === undefined && filter.order === 'nearest') {
      // The list ends with the members without a town (the seed gives them coordinates all the same, so no distance tells).
      const { rows } = await testSql.sql.query<{ townless: boolean }>(`select position is null as townless from ${MEMBER_SEARCH_TABLE} where member_id = $1`, [byCursor.at(-1)!.at(-1)!.id]);
      expect(rows[0]!.townless).toBe(true);
    }
  });

  it('counts its way to a page whose cursor names a member the viewer may not see in a list', async () => {
    if (!testSql) return;
    const viewer = { viewerId: VIEWER, now: today };
    // Every 33rd member is invisible: their id must not tell where they are in the list.
    const invisible = '00000000-0000-4000-8000-000000000033';
    const counted = await searchMembers(reader, search({ page: 3 }), viewer);
    const afterInvisible = await searchMembers(reader, search({ page: 3, after: invisible }), viewer);
    expect(afterInvisible.cards.map((card) => card.id)).toEqual(counted.cards.map((card) => card.id));
  });

  it('orders nearest first straight off the spatial index, a member without a town last', async () => {
    if (!testSql) return;
    const { executor, statements } = recording(testSql.sql);
    const { cards } = await searchMembers({ ...reader, sql: executor }, search({ gender: 'female' }), { viewerId: VIEWER, now: today });
    expect(cards.map((card) => card.distance_km)).toEqual([...cards.map((card) => card.distance_km)].sort((a, b) => a! - b!));
    const page = statements.at(-1)!;
    expect(nodesOf(await planOf(testSql.sql, page.text, page.params)).some((node) => node['Index Name']?.endsWith('_nearest'))).toBe(true);
    // The members and the viewer; the last five have no town.
    const { rows } = await testSql.sql.query<{ away: number | null }>(
      `select m.position <-> cube($1::float8[]) as away from ${MEMBER_SEARCH_TABLE} m order by m.position <-> cube($1::float8[]) offset $2`,
      [earthPoint(utrecht), MEMBERS + 1 - 5],
    );
    expect(rows.map((row) => row.away)).toEqual([null, null, null, null, null]);
  });

  it.each([
    ['a gender', search({ gender: 'female', min_age: 30, max_age: 40 })],
    ['a country', search({ country: 'DE', min_age: 40, max_age: 45, fictional: 'hide' })],
  ])('counts the members of %s and an age range off an index alone, reading no member row', async (_label, filter) => {
    if (!testSql) return;
    const { executor, statements } = recording(testSql.sql);
    await searchMembers({ ...reader, sql: executor }, filter, { viewerId: VIEWER, now: today });
    const count = statements.find(({ text }) => text.startsWith('select count(*)'))!;
    const scans = nodesOf(await planOf(testSql.sql, count.text, count.params)).filter((node) => node['Node Type'].includes('Scan') && node['Index Name']?.startsWith(MEMBER_SEARCH_TABLE));
    expect(scans.map((node) => [node['Node Type'], node['Index Name']?.endsWith('_age'), node['Heap Fetches']])).toEqual([['Index Only Scan', true, 0]]);
  });

  it('widens a radius where few of the search live counting each wider search only up to a page, and the one chosen to the cap', async () => {
    if (!testSql) return;
    const { executor, statements } = recording(testSql.sql);
    // Fewer than a page of Swedes live within 10 km of Utrecht: wider radii are tried until one holds a page.
    const { total, widened } = await searchMembers({ ...reader, sql: executor }, search({ country: 'SE', radius: 10, widen: 'auto' }), { viewerId: VIEWER, now: today });
    expect(widened).toBeDefined();
    expect(total).toBeGreaterThanOrEqual(SEARCH_PAGE_SIZE);
    const counts = statements.filter(({ text }) => text.startsWith('select count(*)'));
    expect(counts.map(({ text }) => Number(/limit (\d+)\)/.exec(text)?.[1]))).toEqual([SEARCH_COUNT_LIMIT, ...Array(counts.length - 2).fill(SEARCH_PAGE_SIZE), SEARCH_COUNT_LIMIT]);
  });

  it('counts the members within a radius among the nearest, as many as the great circle puts there', async () => {
    if (!testSql) return;
    const { total } = await searchMembers(reader, search({ radius: 250 }), { viewerId: VIEWER, now: today });
    const { rows } = await testSql.sql.query<{ within: number }>(
      `select count(*)::int as within from ${MEMBER_SEARCH_TABLE} m
       where m.member_id <> $1 and not invisible and not deletion_requested and not banned and (confirmed or fictional) and m.position <-> cube($2::float8[]) <= $3`,
      [VIEWER, earthPoint(utrecht), chordKm(250)],
    );
    expect(total).toBe(Math.min(rows[0]!.within, 1_000));
  });

  it('suggests, offers the swipe deck, lists similar members and counts new members nearby without sorting every match', async () => {
    if (!testSql) return;
    const { executor, statements } = recording(testSql.sql);
    const viewer = { viewerId: VIEWER, now: today };
    const readerRecorded = { ...reader, sql: executor };
    await matchFinder(readerRecorded, viewer);
    const [suggested] = await likeSuggestions(readerRecorded, viewer, 10);
    // A member the deck deals, so that its statement runs (others are answered from their own row).
    const { rows } = await testSql.sql.query<{ gender: Gender; sexuality: Sexuality; birth_date: string }>(
      `select gender, sexuality, birth_date::text as birth_date from ${MEMBER_SEARCH_TABLE} where member_id = $1`,
      [suggested!.id],
    );
    const { gender, sexuality, birth_date: birthDate } = rows[0]!;
    expect(await swipeDeckOffers(executor, viewer, { memberId: suggested!.id, gender, sexuality, birthDate }, 20)).toBe(true);
    expect(statements.filter(({ text }) => text.includes('as offered'))).toHaveLength(1);
    await similarMembers(readerRecorded, '00000000-0000-4000-8000-000000000002', viewer);
    await newMembersNear(executor, VIEWER, new Date('2024-01-10'));
    await expectNoSortOfEveryMatch(statements);
  });
});
