import { randomUUID } from 'node:crypto';
import { placesGazetteer } from '@dating/platform';
import { SEARCH_PAGE_SIZE, type ProfileCard, type SearchResults, type SimilarResults } from '@dating/domain';
import { eventually } from '@dating/platform/testing';
import { deleteAccount, reactivationLink } from '../account-deletion/account-deletion.e2e-fixtures.js';
import { confirmedMember, keysDeep, PRIVATE_KEYS, type TestMember } from '../profile/profile.e2e-fixtures.js';
import { HttpClient } from '../testing/http-client.js';
import { servicesAvailable, startTestSite, type TestSite } from '../testing/test-site.js';

const describeWithServices = servicesAvailable ? describe : describe.skip;
const DUTCH_SITE = { 'x-forwarded-host': 'nl.localhost' };

interface Fixture {
  name: string;
  gender: 'male' | 'female';
  sexuality: 'hetero' | 'bi';
  age: number;
  country: string;
  region: string;
  city: string;
}

/** A date of birth that makes someone `age` today, far from their birthday. */
const bornYearsAgo = (age: number) => {
  const date = new Date(Date.now() - 100 * 86_400_000);
  date.setUTCFullYear(date.getUTCFullYear() - age);
  return date.toISOString().slice(0, 10);
};

const MEMBERS: Fixture[] = [
  { name: 'Fenna', gender: 'female', sexuality: 'hetero', age: 30, country: 'NL', region: 'Utrecht', city: 'Amersfoort' },
  { name: 'Floor', gender: 'female', sexuality: 'bi', age: 45, country: 'NL', region: 'North Holland', city: 'Amsterdam' },
  { name: 'Max', gender: 'male', sexuality: 'hetero', age: 25, country: 'DE', region: 'Bavaria', city: 'Munich' },
  { name: 'Mees', gender: 'male', sexuality: 'hetero', age: 60, country: 'NL', region: 'Utrecht', city: 'Utrecht' },
  // Enough members in one country to fill more than a page.
  ...Array.from({ length: SEARCH_PAGE_SIZE + 2 }, (_, index): Fixture => ({
    name: `Anni ${index}`,
    gender: 'female',
    sexuality: 'hetero',
    age: 33,
    country: 'AT',
    region: 'Tyrol',
    city: 'Innsbruck',
  })),
];

const profileOf = ({ gender, sexuality, country, region, city }: Fixture) => ({ details: { gender, sexuality }, location: { country, region, city } });

describeWithServices('Member search over HTTP (PostgreSQL, Redis)', () => {
  let site: TestSite;
  let viewer: TestMember;
  const members = new Map<string, Fixture & { id: string }>();

  const search = (query: string, client = viewer.client, headers?: Record<string, string>) =>
    client.json<SearchResults>('GET', `/api/search.php?${query}`, undefined, headers);
  const idsOf = (cards: ProfileCard[]) => cards.map((card) => card.id).sort();
  const matching = (predicate: (member: Fixture) => boolean) => [...members.values()].filter(predicate).map((member) => member.id).sort();

  beforeAll(async () => {
    site = await startTestSite();
    viewer = await confirmedMember(site, 'Victor', profileOf({ ...MEMBERS[3]!, name: 'Victor' }), bornYearsAgo(36));
    // Sign-ups one after another: "newest first" then has one right answer.
    for (const fixture of MEMBERS) {
      const member = await confirmedMember(site, fixture.name, profileOf(fixture), bornYearsAgo(fixture.age));
      members.set(member.id, { ...fixture, id: member.id });
    }
    const unconfirmed = new HttpClient(site.url);
    await unconfirmed.json('POST', '/api/signup.php', {
      email: `member-${randomUUID()}@example.com`,
      name: 'Uma',
      password: 'a good long passphrase',
      date_of_birth: bornYearsAgo(30),
      language: 'en',
    });
    await unconfirmed.json('PUT', '/api/my-profile.php', profileOf({ ...MEMBERS[0]!, name: 'Uma' }));
    const invisible = await confirmedMember(site, 'Ines', profileOf({ ...MEMBERS[0]!, name: 'Ines' }), bornYearsAgo(30));
    await invisible.client.json('PUT', '/api/invisible.php', { invisible: true });
  }, 120_000);
  afterAll(() => site?.stop());

  it.each([
    ['gender=female', (member: Fixture) => member.gender === 'female'],
    ['gender=male', (member: Fixture) => member.gender === 'male'],
    ['country=DE', (member: Fixture) => member.country === 'DE'],
    ['country=NL&countryregion=Utrecht', (member: Fixture) => member.country === 'NL' && member.region === 'Utrecht'],
    ['min_age=40', (member: Fixture) => member.age >= 40],
    ['max_age=30', (member: Fixture) => member.age <= 30],
    ['min_age=28&max_age=50&country=NL', (member: Fixture) => member.age >= 28 && member.age <= 50 && member.country === 'NL'],
  ])('returns exactly the matching members for %s (never the searcher, unconfirmed or invisible members)', async (query, predicate) => {
    const expected = matching(predicate);
    const { status, body } = await search(`${query}&widen=off&page=1`);
    expect(status).toBe(200);
    expect(body.numResults).toBe(expected.length);
    const pages = [body.results, ...(expected.length > SEARCH_PAGE_SIZE ? [(await search(`${query}&widen=off&page=2`)).body.results] : [])];
    expect(idsOf(pages.flat())).toEqual(expected);
  });

  it('pages newest first by 24 with the total in numResults', async () => {
    const first = await search('country=AT');
    const second = await search('country=AT&page=2');
    expect(first.body).toMatchObject({ numResults: SEARCH_PAGE_SIZE + 2, page: 1, page_size: SEARCH_PAGE_SIZE });
    expect(first.body.results).toHaveLength(SEARCH_PAGE_SIZE);
    expect(second.body).toMatchObject({ numResults: SEARCH_PAGE_SIZE + 2, page: 2 });
    expect(second.body.results.map((card) => card.name)).toEqual(['Anni 1', 'Anni 0']);
    expect(first.body.results[0]).toMatchObject({ name: `Anni ${SEARCH_PAGE_SIZE + 1}`, age: 33, country: 'AT', region: 'Tyrol', city: 'Innsbruck', fictional: false });
    expect((await search('country=AT&page=3')).body.results).toEqual([]);
  });

  it('names the cursor of the next page, which starts right after the last member shown, and none on the last page', async () => {
    const first = await search('country=AT');
    expect(first.body.next).toBe(first.body.results.at(-1)!.id);
    const second = await search(`country=AT&page=2&after=${first.body.next}`);
    expect(second.body.results.map((card) => card.name)).toEqual(['Anni 1', 'Anni 0']);
    expect(second.body).not.toHaveProperty('next');
    expect((await search('country=AT&page=2&after=last')).body).toMatchObject({ code: 'SEARCH.INVALID_FILTER', fields: { after: 'SEARCH.INVALID_FILTER' } });
    expect((await search(`country=AT&after=${first.body.next}`)).status).toBe(400);
  });

  it('orders nearest first from the searcher town by default, newest first when asked or for a visitor', async () => {
    const names = async (query: string, client = viewer.client) => (await search(query, client)).body.results.map((card) => card.name);
    // Victor lives in Utrecht: Amersfoort (about 20 km) before Amsterdam before Innsbruck.
    expect((await names('gender=female')).slice(0, 2)).toEqual(['Fenna', 'Floor']);
    expect((await names('gender=female&order=newest'))[0]).toBe(`Anni ${SEARCH_PAGE_SIZE + 1}`);
    expect((await names('gender=female', new HttpClient(site.url)))[0]).toBe(`Anni ${SEARCH_PAGE_SIZE + 1}`);
  });

  it('keeps to the chosen radius around the searcher town, counting only those', async () => {
    const within = async (radius: number) => (await search(`gender=female&radius=${radius}&widen=off`)).body;
    expect((await within(25)).results.map((card) => card.name)).toEqual(['Fenna']);
    expect(await within(50)).toMatchObject({ numResults: 2, results: [{ name: 'Fenna' }, { name: 'Floor' }] });
    expect((await within(250)).numResults).toBe(2);
    expect((await search('gender=female&radius=30000')).status).toBe(400);
  });

  it('widens a search that finds fewer than a page, distance first, and says what it widened', async () => {
    // Victor lives in Utrecht: within 25 km only Fenna; no radius is wider than 250 km, where the Austrians live.
    const { body } = await search('gender=female&radius=25');
    expect(body.widened).toEqual({ radius: null });
    expect(body.numResults).toBe(matching((member) => member.gender === 'female').length);
    expect(body.results.slice(0, 2).map((card) => card.name)).toEqual(['Fenna', 'Floor']);
  });

  it('widens the age range five years at either end when the distance cannot help, every page alike', async () => {
    const anni = matching((member) => member.country === 'AT');
    const first = await search('country=AT&min_age=36&max_age=40');
    expect(first.body).toMatchObject({ numResults: anni.length, widened: { min_age: 31, max_age: 45 } });
    const second = await search('country=AT&min_age=36&max_age=40&page=2');
    expect(second.body.widened).toEqual(first.body.widened);
    expect(idsOf([...first.body.results, ...second.body.results])).toEqual(anni);
  });

  it('keeps a search that finds few exact when the member asks, and never widens one that finds a page', async () => {
    expect((await search('country=AT&min_age=36&max_age=40&widen=off')).body).toEqual({ results: [], numResults: 0, page: 1, page_size: SEARCH_PAGE_SIZE });
    expect((await search('country=AT&max_age=33')).body).not.toHaveProperty('widened');
  });

  it('rejects invalid filters with 400 SEARCH.INVALID_FILTER naming each', async () => {
    const { status, body } = await search('gender=robot&min_age=17&country=nl');
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'SEARCH.INVALID_FILTER', fields: { gender: 'SEARCH.INVALID_FILTER', min_age: 'SEARCH.INVALID_FILTER', country: 'SEARCH.INVALID_FILTER' } });
  });

  it('lets visitors search only where logged_out_search or a traffic source allows', async () => {
    const visitor = new HttpClient(site.url);
    expect((await search('country=DE', visitor)).body.results.map((card) => card.name)).toEqual(['Max']);
    expect(await search('country=DE', visitor, DUTCH_SITE)).toMatchObject({ status: 403, body: { code: 'AUTH.AUTHENTICATION_REQUIRED' } });
    expect((await search('country=DE&network=partner', visitor, DUTCH_SITE)).status).toBe(200);
  });

  it('lists similar members: same country and gender, five years apart at most, six at most', async () => {
    const anni = [...members.values()].find((member) => member.name === 'Anni 0')!;
    const { body } = await viewer.client.json<{ results: ProfileCard[]; count: number }>('GET', `/api/similar.php?id=${anni.id}`);
    expect(body.count).toBe(6);
    expect(body.results.every((card) => card.country === 'AT' && card.id !== anni.id)).toBe(true);
    const fenna = [...members.values()].find((member) => member.name === 'Fenna')!;
    expect((await viewer.client.json<{ results: ProfileCard[] }>('GET', `/api/similar.php?id=${fenna.id}`)).body.results).toEqual([]);
  });

  it('suggests compatible members nearest first, with distances in whole 5 km steps', async () => {
    const { body } = await viewer.client.json<{ results: ProfileCard[] }>('GET', '/api/match-finder.php');
    // Victor is a heterosexual man in Utrecht: women who like men, Amersfoort before Amsterdam before Innsbruck.
    expect(body.results.slice(0, 2).map((card) => card.name)).toEqual(['Fenna', 'Floor']);
    expect(body.results.every((card) => members.get(card.id)?.gender === 'female')).toBe(true);
    expect(body.results.map((card) => card.distance_km! % 5)).toEqual(body.results.map(() => 0));
    expect(body.results[0]!.distance_km).toBe(20);
  });

  it('never places a member closer than one 5 km step, whatever position the searcher claims', async () => {
    const fenna = [...members.values()].find((member) => member.name === 'Fenna')!;
    const spy = await confirmedMember(site, 'Spy', profileOf({ ...MEMBERS[2]!, name: 'Spy' }));
    // Every 60th Dutch town, and Fenna's own.
    const positions = placesGazetteer()
      .townsIn('NL')
      .filter((city, index) => index % 60 === 0 || city.city === 'Amersfoort');
    const answers: number[] = [];
    for (const position of positions) {
      await spy.client.json('PUT', '/api/my-profile.php', { location: { country: position.country, region: position.region, city: position.city } });
      const { body } = await search('country=NL&gender=female', spy.client);
      expect(PRIVATE_KEYS.filter((key) => keysDeep(body).includes(key))).toEqual([]);
      answers.push(body.results.find((card) => card.id === fenna.id)!.distance_km!);
    }
    expect(answers.every((km) => km >= 5 && km % 5 === 0)).toBe(true);
    // From Fenna's own city the answer is one step, not zero: the shown distance never says "here".
    expect(answers[positions.findIndex((city) => city.city === 'Amersfoort')]).toBe(5);
  });

  // Last in this suite: the member comes back, one more in Tirol for the tests above.
  it('drops a member who asked to delete their account from search, similar and the match finder at once, and lists them again once reactivated', async () => {
    const anni = [...members.values()].find((member) => member.name === 'Anni 0')!;
    const leaver = await confirmedMember(site, 'Lotte', profileOf({ ...anni, name: 'Lotte' }), bornYearsAgo(anni.age));
    const listed = async () => ({
      search: idsOf((await search('country=AT')).body.results).includes(leaver.id),
      similar: idsOf((await viewer.client.json<SimilarResults>('GET', `/api/similar.php?id=${anni.id}`)).body.results).includes(leaver.id),
      matchFinder: idsOf((await viewer.client.json<{ results: ProfileCard[] }>('GET', '/api/match-finder.php')).body.results).includes(leaver.id),
      similarToThem: (await viewer.client.json('GET', `/api/similar.php?id=${leaver.id}`)).status,
    });
    expect(await listed()).toEqual({ search: true, similar: true, matchFinder: true, similarToThem: 200 });

    expect((await deleteAccount(leaver.client)).status).toBe(200);
    expect(await listed()).toEqual({ search: false, similar: false, matchFinder: false, similarToThem: 404 });

    expect((await new HttpClient(site.url).request('GET', await reactivationLink(site, leaver.id))).status).toBe(302);
    await eventually(async () => (await listed()).search, 'the reactivated member in search');
    expect(await listed()).toEqual({ search: true, similar: true, matchFinder: true, similarToThem: 200 });
  });
});
