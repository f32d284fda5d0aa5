import {
  ageOn,
  agePreferenceFor,
  compatibleProfiles,
  distanceKm,
  latestBirthDateForAge,
  photoUrls,
  roundDistanceKm,
  SEARCH_COUNT_LIMIT,
  SEARCH_PAGE_SIZE,
  SEARCH_WIDEN_BELOW,
  searchWideningSteps,
  type Coordinates,
  type Gender,
  type ProfileCard,
  type SearchRequest,
  type SearchWidening,
  type Sexuality,
} from '@dating/domain';
import { batchedPerTurnOn, preparedNameOf, type PersonalFieldCipher, type SqlExecutor } from '@dating/platform';
import { BLOCKS_TABLE } from '../blocks/blocks.projection.js';
import { notBlockedEitherWay } from '../blocks/blocks.queries.js';
import { MEMBER_VIEWS, memberShownTo } from '../member-visibility/member-visibility.js';
import { LISTABLE, MEMBER_SEARCH_TABLE } from './member-search.projection.js';

/** What the member-search queries read with: the read models' connection, and the cipher that opens the sealed names. */
export interface ReadModelReader {
  readonly sql: SqlExecutor;
  readonly personalFields: PersonalFieldCipher;
}

/** Who looks (null: a visitor) and when: ages count on that day, distances from the viewer's city. */
export interface CardViewer {
  readonly viewerId: string | null;
  readonly now: Date;
}

export const SIMILAR_LIMIT = 6;
export const SIMILAR_AGE_SPAN_YEARS = 5;
export const MATCH_FINDER_LIMIT = 24;
const EARTH_RADIUS_KM = 6371;

export interface Statement {
  readonly text: string;
  readonly params: unknown[];
}

/** A row as CARD_COLUMNS selects it; the coordinates never leave this module. */
interface CardRow {
  member_id: string;
  sealed_name: string | null;
  birth_date: string | null;
  country: string | null;
  region: string | null;
  city: string | null;
  lat: number | null;
  lon: number | null;
  fictional: boolean;
  main_photo_id: string | null;
}

/** What a card needs (table aliased `m`); the date comes back as text so no time zone shifts it. */
const CARD_COLUMNS = `m.member_id, m.sealed_name, m.birth_date::text as birth_date, m.country, m.region, m.city,
  m.lat, m.lon, m.fictional, m.main_photo_id`;
const NEWEST_FIRST = 'm.signed_up_at desc, m.member_id desc';

/** Collects WHERE conditions with numbered parameters. */
class SqlConditions {
  readonly conditions: string[] = [];
  readonly params: unknown[] = [];

  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  add(condition: string): this {
    this.conditions.push(condition);
    return this;
  }

  get where(): string {
    return this.conditions.join('\n  and ');
  }
}

const dayOf = (now: Date): string => now.toISOString().slice(0, 10);

/** Who may appear in any list: the visibility rule for lists. */
const listableMembers = (viewerId: string | null): SqlConditions => {
  const sql = new SqlConditions();
  return sql.add(memberShownTo(viewerId === null ? null : sql.param(viewerId), MEMBER_VIEWS.LISTED));
};

/** Age limits as a range on the date of birth, so the index on birth_date serves them. */
const addAgeRange = (sql: SqlConditions, today: string, minAge: number | undefined, maxAge: number | undefined): void => {
  if (minAge !== undefined) sql.add(`m.birth_date <= ${sql.param(latestBirthDateForAge(today, minAge))}::date`);
  if (maxAge !== undefined) sql.add(`m.birth_date > ${sql.param(latestBirthDateForAge(today, maxAge + 1))}::date`);
};

/** Haversine in SQL, to order and limit by; the distance shown is rounded in TypeScript. */
const distanceFrom = (lat: string, lon: string) =>
  `${2 * EARTH_RADIUS_KM} * asin(sqrt(power(sin(radians(m.lat - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(m.lat)) * power(sin(radians(m.lon - ${lon}) / 2), 2)))`;

const KM_PER_DEGREE = 111.2;

/** Within `radiusKm` of a town centre: a bounding box the lat/lon index can serve, then the exact great circle. */
const addWithinRadius = (sql: SqlConditions, from: Coordinates, radiusKm: number): void => {
  const latSpan = radiusKm / KM_PER_DEGREE;
  const lonSpan = radiusKm / (KM_PER_DEGREE * Math.max(0.01, Math.cos((from.lat * Math.PI) / 180)));
  sql.add(`m.lat between ${sql.param(from.lat - latSpan)} and ${sql.param(from.lat + latSpan)}`);
  sql.add(`m.lon between ${sql.param(from.lon - lonSpan)} and ${sql.param(from.lon + lonSpan)}`);
  sql.add(`${distanceFrom(`${sql.param(from.lat)}::float8`, `${sql.param(from.lon)}::float8`)} <= ${sql.param(radiusKm)}`);
};

/**
 * The page and the total (up to SEARCH_COUNT_LIMIT) of GET /api/search.php, stable through the member id:
 * nearest first from the searcher's town (newest first for visitors, members without a town, or when
 * asked), within the radius when one is given and the searcher has a town. Exported so the search
 * benchmark can time the bare statements.
 */
export const searchStatements = (
  filter: SearchRequest,
  viewerId: string | null,
  today: string,
  from?: Coordinates,
): { page: Statement; count: Statement } => {
  const sql = listableMembers(viewerId);
  if (filter.gender) sql.add(`m.gender = ${sql.param(filter.gender)}`);
  if (filter.country) sql.add(`m.country = ${sql.param(filter.country)}`);
  if (filter.countryregion) sql.add(`m.region = ${sql.param(filter.countryregion)}`);
  addAgeRange(sql, today, filter.min_age, filter.max_age);
  if (filter.fictional === 'hide') sql.add('not m.fictional');
  // A main photo is chosen only once approved.
  if (filter.photo === 'with') sql.add('m.main_photo_id is not null');
  if (from && filter.radius !== undefined) addWithinRadius(sql, from, filter.radius);
  const countParams = [...sql.params];
  const nearest = from && filter.order === 'nearest' ? `${distanceFrom(`${sql.param(from.lat)}::float8`, `${sql.param(from.lon)}::float8`)} nulls last, ` : '';
  const offset = sql.param((filter.page - 1) * SEARCH_PAGE_SIZE);
  return {
    page: {
      text: `select ${CARD_COLUMNS} from ${MEMBER_SEARCH_TABLE} m where ${sql.where}
  order by ${nearest}${NEWEST_FIRST} limit ${SEARCH_PAGE_SIZE} offset ${offset}`,
      params: sql.params,
    },
    count: {
      text: `select count(*)::int as total from (select 1 from ${MEMBER_SEARCH_TABLE} m where ${sql.where} limit ${SEARCH_COUNT_LIMIT}) counted`,
      params: countParams,
    },
  };
};

const positionOf = (row: Pick<CardRow, 'lat' | 'lon'> | undefined): Coordinates | undefined =>
  row && row.lat !== null && row.lon !== null ? { lat: row.lat, lon: row.lon } : undefined;

/**
 * Distances only in whole rounding steps from city centroids, so no number of queries from spoofed
 * positions can place a member closer than one step. A name whose key is destroyed reads as ''.
 */
const toCards = async ({ personalFields }: ReadModelReader, rows: readonly CardRow[], now: Date, from: Coordinates | undefined): Promise<ProfileCard[]> => {
  const names = await personalFields.openAll(rows.map((row) => ({ subjectId: row.member_id, sealed: row.sealed_name })));
  const today = dayOf(now);
  return rows.map((row, index) => {
    const target = positionOf(row);
    return {
      id: row.member_id,
      name: names[index] ?? '',
      age: row.birth_date ? (ageOn(row.birth_date, today) ?? null) : null,
      country: row.country,
      region: row.region,
      city: row.city,
      main_image: row.main_photo_id ? photoUrls(row.main_photo_id) : null,
      fictional: row.fictional,
      ...(from && target ? { distance_km: roundDistanceKm(distanceKm(from, target)) } : {}),
    };
  });
};

interface SeekerRow {
  gender: Gender | null;
  sexuality: Sexuality | null;
  birth_date: string | null;
  lat: number | null;
  lon: number | null;
}

const seekersOf = async (sql: SqlExecutor, viewerIds: readonly string[]): Promise<(SeekerRow | undefined)[]> => {
  const { rows } = await sql.query<SeekerRow & { member_id: string }>(
    `select member_id, gender, sexuality, birth_date::text as birth_date, lat, lon from ${MEMBER_SEARCH_TABLE} where member_id = any($1::text[])`,
    [[...new Set(viewerIds)]],
  );
  const byId = new Map(rows.map((row) => [row.member_id, row]));
  return viewerIds.map((id) => byId.get(id));
};

const seekersTogether = batchedPerTurnOn(seekersOf);

/**
 * The viewer's own row: where distances are measured from, and who the match finder suggests. Every list of cards
 * asks for it, so the lists made side by side ask in one statement.
 */
const seekerOf = async (sql: SqlExecutor, viewerId: string | null): Promise<SeekerRow | undefined> =>
  viewerId === null ? undefined : seekersTogether(sql, viewerId);

const cardsOf = async (reader: ReadModelReader, statement: Statement, viewer: CardViewer): Promise<ProfileCard[]> => {
  const [{ rows }, seeker] = await Promise.all([reader.sql.query<CardRow>(statement.text, statement.params), seekerOf(reader.sql, viewer.viewerId)]);
  return toCards(reader, rows, viewer.now, positionOf(seeker));
};

/**
 * The filters a search runs with: the member's own, or, when they find fewer than SEARCH_WIDEN_BELOW and the member
 * lets it widen, the first wider search (distance, then region, then ages) that finds that many, else the widest that
 * finds more. Every page of a search widens alike, so its pages stay one list.
 */
const widenedSearch = async (
  sql: SqlExecutor,
  filter: SearchRequest,
  viewerId: string | null,
  today: string,
  from: Coordinates | undefined,
): Promise<{ search: SearchRequest; total: number; widened?: SearchWidening }> => {
  const countOf = async (search: SearchRequest) => {
    const { count } = searchStatements(search, viewerId, today, from);
    return (await sql.query<{ total: number }>(count.text, count.params)).rows[0]?.total ?? 0;
  };
  let best: { search: SearchRequest; total: number; widened?: SearchWidening } = { search: filter, total: await countOf(filter) };
  if (filter.widen === 'off' || best.total >= SEARCH_WIDEN_BELOW) return best;
  for (const { search, widened } of searchWideningSteps(filter, from !== undefined)) {
    const total = await countOf(search);
    if (total > best.total) best = { search, total, widened };
    if (total >= SEARCH_WIDEN_BELOW) break;
  }
  return best;
};

/** GET /api/search.php: the viewer's town first (distances, order, radius), then the total (widening a search that finds few), then the page. */
export const searchMembers = async (
  reader: ReadModelReader,
  filter: SearchRequest,
  viewer: CardViewer,
): Promise<{ cards: ProfileCard[]; total: number; widened?: SearchWidening }> => {
  const from = positionOf(await seekerOf(reader.sql, viewer.viewerId));
  const today = dayOf(viewer.now);
  const { search, total, widened } = await widenedSearch(reader.sql, filter, viewer.viewerId, today, from);
  const { page } = searchStatements(search, viewer.viewerId, today, from);
  const { rows } = await reader.sql.query<CardRow>(page.text, page.params);
  return { cards: await toCards(reader, rows, viewer.now, from), total, ...(widened ? { widened } : {}) };
};

interface ShownRow extends CardRow {
  gender: string | null;
}

/** One member as the visibility rule shows them to this viewer looked up: undefined when unknown or not shown. */
const shownMember = async (sql: SqlExecutor, memberId: string, viewerId: string | null): Promise<ShownRow | undefined> => {
  const viewer = viewerId === null ? null : '$2';
  const { rows } = await sql.query<ShownRow>(
    `select ${CARD_COLUMNS}, m.gender from ${MEMBER_SEARCH_TABLE} m where m.member_id = $1 and ${memberShownTo(viewer, MEMBER_VIEWS.LOOKED_UP)}`,
    viewerId === null ? [memberId] : [memberId, viewerId],
  );
  return rows[0];
};

/** Whether the visibility rule shows this member to the viewer looked up (null: a visitor, or a member not yet made). */
export const isMemberShown = async (sql: SqlExecutor, memberId: string, viewerId: string | null): Promise<boolean> =>
  (await shownMember(sql, memberId, viewerId)) !== undefined;

/** The card on top of GET /api/profile.php, or null when this viewer may not see the member. No distance to oneself. */
export const memberProfileCard = async (reader: ReadModelReader, memberId: string, viewer: CardViewer): Promise<ProfileCard | null> => {
  const own = memberId === viewer.viewerId;
  const [row, seeker] = await Promise.all([shownMember(reader.sql, memberId, viewer.viewerId), own ? undefined : seekerOf(reader.sql, viewer.viewerId)]);
  if (!row) return null;
  const [card] = await toCards(reader, [row], viewer.now, positionOf(seeker));
  return card!;
};

/**
 * GET /api/similar.php: same country and gender, at most five years older or younger, newest first;
 * null when this viewer may not see the member the list is similar to.
 */
export const similarMembers = async (reader: ReadModelReader, memberId: string, viewer: CardViewer): Promise<ProfileCard[] | null> => {
  const target = await shownMember(reader.sql, memberId, viewer.viewerId);
  if (!target) return null;
  const sql = listableMembers(viewer.viewerId);
  sql.add(`m.member_id <> ${sql.param(memberId)}`);
  if (target.gender) sql.add(`m.gender = ${sql.param(target.gender)}`);
  if (target.country) sql.add(`m.country = ${sql.param(target.country)}`);
  if (target.birth_date) {
    const born = sql.param(target.birth_date);
    const span = `interval '${SIMILAR_AGE_SPAN_YEARS} years'`;
    sql.add(`m.birth_date between ${born}::date - ${span} and ${born}::date + ${span}`);
  }
  const text = `select ${CARD_COLUMNS} from ${MEMBER_SEARCH_TABLE} m where ${sql.where} order by ${NEWEST_FIRST} limit ${SIMILAR_LIMIT}`;
  return cardsOf(reader, { text, params: sql.params }, viewer);
};

/** Which compatible members a list of suggestions may hold besides the match finder's rules. */
export interface SuggestionFilters {
  /** Only members run by the site (the auto-like). */
  readonly fictionalOnly?: boolean;
  /** Only members of the ages the viewer looks for (agePreferenceFor), when the viewer's age is known. */
  readonly withinAgePreference?: boolean;
  /** Further SQL conditions on `m.member_id`, given the viewer's parameter (e.g. not liked yet). */
  readonly exclude?: (viewer: string) => string[];
}
export type SuggestionOptions = SuggestionFilters & { readonly limit: number };

/** The conditions of the suggestions `filters` ask for, and the distance they are ordered by (null: no town to measure from). */
const suggestionConditions = async (executor: SqlExecutor, viewer: CardViewer & { viewerId: string }, filters: SuggestionFilters) => {
  const seeker = await seekerOf(executor, viewer.viewerId);
  const compatible = compatibleProfiles(seeker?.gender ?? null, seeker?.sexuality ?? null);
  const position = positionOf(seeker);
  const sql = listableMembers(viewer.viewerId);
  const genders = sql.param(compatible.map((profile) => profile.gender));
  const sexualities = sql.param(compatible.map((profile) => profile.sexuality));
  sql.add(`(m.gender, m.sexuality) in (select * from unnest(${genders}::text[], ${sexualities}::text[]))`);
  if (filters.fictionalOnly) sql.add('m.fictional');
  const today = dayOf(viewer.now);
  const seekerAge = seeker?.birth_date ? ageOn(seeker.birth_date, today) : undefined;
  if (filters.withinAgePreference && seekerAge !== undefined) {
    const { min_age, max_age } = agePreferenceFor(seekerAge);
    addAgeRange(sql, today, min_age, max_age);
  }
  if (filters.exclude) {
    const viewerParam = sql.param(viewer.viewerId);
    for (const condition of filters.exclude(viewerParam)) sql.add(condition);
  }
  const distance = position ? distanceFrom(`${sql.param(position.lat)}::float8`, `${sql.param(position.lon)}::float8`) : null;
  return { sql, distance, position };
};

/**
 * Members of a compatible gender and sexuality the viewer may see, nearest city first, then newest: the match
 * finder, and the suggestions of the swipe game, the signup matches and the auto-like.
 */
export const suggestedMembers = async (reader: ReadModelReader, viewer: CardViewer & { viewerId: string }, options: SuggestionOptions): Promise<ProfileCard[]> => {
  const { sql, distance, position } = await suggestionConditions(reader.sql, viewer, options);
  const nearest = distance ? `${distance} nulls last, ` : '';
  const text = `select ${CARD_COLUMNS} from ${MEMBER_SEARCH_TABLE} m where ${sql.where} order by ${nearest}${NEWEST_FIRST} limit ${sql.param(options.limit)}`;
  const { rows } = await reader.sql.query<CardRow>(text, sql.params);
  return toCards(reader, rows, viewer.now, position);
};

/**
 * Whether `memberId` is among the first `count` members `suggestedMembers` would show, in one statement that sorts
 * nothing: it counts the members that come before them (nearer, a member with no town last, then newer, then by id),
 * and stops at `count`. Most members are far down the list and are answered after a few rows.
 */
export const isAmongFirstSuggestions = async (
  executor: SqlExecutor,
  viewer: CardViewer & { viewerId: string },
  filters: SuggestionFilters,
  memberId: string,
  count: number,
): Promise<boolean> => {
  const { sql, distance } = await suggestionConditions(executor, viewer, filters);
  const away = distance ?? 'null::float8';
  const [member, limit] = [sql.param(memberId), sql.param(count)];
  const ahead = `(${away} < t.away or (${away} is not null and t.away is null)
    or (${away} is not distinct from t.away and (m.signed_up_at, m.member_id) > (t.signed_up_at, t.member_id)))`;
  const text = `with t as materialized (select m.member_id, m.signed_up_at, ${away} as away from ${MEMBER_SEARCH_TABLE} m where ${sql.where} and m.member_id = ${member})
     select (select count(*) from (select 1 from ${MEMBER_SEARCH_TABLE} m where ${sql.where} and ${ahead} limit ${limit}) before) < ${limit} as offered from t`;
  // Planning this statement costs PostgreSQL several times what running it does, and every like asks it: each of its
  // few shapes (with or without a town, with or without ages) is planned once per connection.
  const { rows } = await executor.query<{ offered: boolean }>(text, sql.params, { preparedAs: preparedNameOf('deck_offers', text) });
  return rows[0]?.offered ?? false;
};

/** GET /api/match-finder.php */
export const matchFinder = (reader: ReadModelReader, viewer: CardViewer & { viewerId: string }): Promise<ProfileCard[]> =>
  suggestedMembers(reader, viewer, { limit: MATCH_FINDER_LIMIT });

/**
 * Cards of the members a statement selects (`CARD_COLUMNS` of the member-search table aliased `m`, plus its own
 * columns), in the statement's order, each with its row; for read models that list members (likes, matches).
 */
export const cardsWithRows = async <Extra extends object>(
  reader: ReadModelReader,
  statement: Statement,
  viewer: CardViewer,
): Promise<{ card: ProfileCard; row: Extra }[]> => {
  const [{ rows }, seeker] = await Promise.all([reader.sql.query<CardRow & Extra>(statement.text, statement.params), seekerOf(reader.sql, viewer.viewerId)]);
  const cards = await toCards(reader, rows, viewer.now, positionOf(seeker));
  return cards.map((card, index) => ({ card, row: rows[index]! }));
};

export { CARD_COLUMNS };

/** GET /api/blocks.php: the members this member blocked, most recent block first, hidden or not. */
export const blockedMembers = async (reader: ReadModelReader, viewer: CardViewer & { viewerId: string }): Promise<ProfileCard[]> =>
  cardsOf(
    reader,
    {
      text: `select ${CARD_COLUMNS} from ${BLOCKS_TABLE} b join ${MEMBER_SEARCH_TABLE} m on m.member_id = b.blocked_id
        where b.blocker_id = $1 order by b.blocked_at desc, m.member_id`,
      params: [viewer.viewerId],
    },
    viewer,
  );

/** Whether anyone signed up with this id and is not erased (hidden members count: they can still be blocked). */
export const memberExists = async (sql: SqlExecutor, memberId: string): Promise<boolean> =>
  (await sql.query(`select 1 from ${MEMBER_SEARCH_TABLE} where member_id = $1`, [memberId])).rows.length > 0;

/** What the member's own profile page shows of their row: the member streams keep no date of birth in their state. */
export interface OwnProfileFacts {
  readonly name: string;
  /** YYYY-MM-DD */
  readonly birthDate: string | null;
  /** The chosen place's country, else the country of the site the member signed up on. */
  readonly country: string | null;
  readonly invisible: boolean;
}

/** Undefined until the projection has seen the signup. A name whose key is destroyed reads as ''. */
export const ownProfileFacts = async ({ sql, personalFields }: ReadModelReader, memberId: string): Promise<OwnProfileFacts | undefined> => {
  const { rows } = await sql.query<{ sealed_name: string | null; birth_date: string | null; country: string | null; invisible: boolean }>(
    `select sealed_name, birth_date::text as birth_date, country, invisible from ${MEMBER_SEARCH_TABLE} where member_id = $1`,
    [memberId],
  );
  const row = rows[0];
  if (!row) return undefined;
  return { name: (await personalFields.open(memberId, row.sealed_name)) ?? '', birthDate: row.birth_date, country: row.country, invisible: row.invisible };
};

/** SQL condition: the member whose id is the SQL expression `memberId` has the staff role. */
export const isStaff = (memberId: string): string => `exists (select 1 from ${MEMBER_SEARCH_TABLE} s where s.member_id = ${memberId} and s.staff)`;

/** How far "near you" reaches in the weekly update. */
export const NEARBY_RADIUS_KM = 50;

/**
 * Members listed on the member's site who signed up at or after `since`, within NEARBY_RADIUS_KM of the member's town
 * (anywhere on the site when either town is unknown), blocks either way left out: the weekly update's news.
 */
export const newMembersNear = async (sql: SqlExecutor, memberId: string, since: Date): Promise<number> => {
  const { rows } = await sql.query<{ count: number }>(
    // The member's own columns renamed, so LISTABLE's bare column names can only mean the other member's.
    `select count(*)::int as count from ${MEMBER_SEARCH_TABLE} m,
        (select domain as home_domain, lat as home_lat, lon as home_lon from ${MEMBER_SEARCH_TABLE} where member_id = $1) home
      where m.domain = home.home_domain and m.member_id <> $1 and m.signed_up_at >= $2 and ${LISTABLE}
        and (home.home_lat is null or m.lat is null or ${distanceFrom('home.home_lat', 'home.home_lon')} <= $3)
        and ${notBlockedEitherWay('m.member_id', '$1')}`,
    [memberId, since, NEARBY_RADIUS_KM],
  );
  return rows[0]?.count ?? 0;
};
