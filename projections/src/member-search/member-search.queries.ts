import {
  ageOn,
  agePreferenceFor,
  chordKm,
  compatibleProfiles,
  distanceKm,
  earthPoint,
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

/** Age limits as a range on the date of birth, which a plain column comparison keeps cheap to filter by. */
const addAgeRange = (sql: SqlConditions, today: string, minAge: number | undefined, maxAge: number | undefined): void => {
  if (minAge !== undefined) sql.add(`m.birth_date <= ${sql.param(latestBirthDateForAge(today, minAge))}::date`);
  if (maxAge !== undefined) sql.add(`m.birth_date > ${sql.param(latestBirthDateForAge(today, maxAge + 1))}::date`);
};

/** A town centre as a point of the spatial index (`earthPoint`), passed as a parameter of `sql`. */
const pointOf = (sql: SqlConditions, from: Coordinates): string => `cube(${sql.param(earthPoint(from))}::float8[])`;

/**
 * How far a member's town is from `point`, as the spatial index orders by it (k-nearest); the distance shown is the
 * great circle between the towns, rounded, in TypeScript.
 */
const distanceFrom = (point: string) => `m.position <-> ${point}`;

/**
 * The member a page cursor names (the last of the page before), as long as the viewer may still see them; a cursor
 * naming anyone else (gone, hidden, blocked, never listed) would tell where they are in the list, so it starts nothing.
 */
interface PageCursor {
  readonly memberId: string;
  readonly hasTown: boolean;
}

/** Where a page starts: right after the member its cursor names (keyset), or, for a page jumped to, after `offset` rows. */
type PageStart = { readonly after: PageCursor } | { readonly offset: number };

/** The sort keys of the cursor's member, each a parameter of `sql` or a lookup by it (read by the statement itself, exactly). */
const cursorKeys = (sql: SqlConditions, { memberId }: PageCursor) => {
  const id = `${sql.param(memberId)}::text`;
  const keyOf = (column: string) => `(select ${column} from ${MEMBER_SEARCH_TABLE} where member_id = ${id})`;
  return { id, signedUpAt: keyOf('signed_up_at'), position: keyOf('position') };
};

/** Members after the cursor's member newest first: signed up before them (the member id orders a tie). */
const olderThan = (keys: ReturnType<typeof cursorKeys>): string => `(m.signed_up_at, m.member_id) < (${keys.signedUpAt}, ${keys.id})`;

interface NearestFirst {
  readonly limit: number;
  readonly start: PageStart;
  /** A bound on the distance (a radius, as `chordKm`): members without a town are then left out. */
  readonly within?: number;
}

/**
 * A statement selecting CARD_COLUMNS of the members `sql`'s conditions hold, nearest first from `point`, newest first
 * among equals (members of one town), members without a town last. The spatial index gives rows in order of distance
 * alone (k-nearest), and PostgreSQL 15 sorts every match to add a second key (PGlite's 17 sorts only the ties). So
 * the k-nearest scan takes the rows asked for; of the town of the farthest of them, which may go on past them, every
 * member is taken by its place (the index's equality); and only these are sorted: the rows asked for and a town.
 * A page after a cursor keeps to the members after the cursor's: farther, or as far and older.
 */
const nearestFirst = (sql: SqlConditions, point: string, { limit, start, within }: NearestFirst): string => {
  const distance = distanceFrom(point);
  // Each branch selects the same columns: the card's, and what the order and the edge need.
  const columns = `${CARD_COLUMNS}, m.signed_up_at, m.position, ${distance} as away`;
  const offset = 'offset' in start ? start.offset : 0;
  if ('after' in start) {
    const keys = cursorKeys(sql, start.after);
    if (!start.after.hasTown) {
      // After a member without a town come only older members without one, whom a radius never lists.
      sql.add(within === undefined ? `m.position is null and ${olderThan(keys)}` : 'false');
      return `select ${columns} from ${MEMBER_SEARCH_TABLE} m where ${sql.where} order by ${NEWEST_FIRST} limit ${sql.param(limit)}`;
    }
    const cursorAway = `(${keys.position} <-> ${point})`;
    sql.add(`(m.position is null or ${distance} > ${cursorAway} or (${distance} = ${cursorAway} and ${olderThan(keys)}))`);
  }
  const reach = sql.param(offset + limit);
  const bound = within === undefined ? '' : `and away <= ${sql.param(within)}`;
  const townless =
    within === undefined
      ? `union all (select ${columns} from ${MEMBER_SEARCH_TABLE} m where ${sql.where} and m.position is null order by ${NEWEST_FIRST} limit ${reach})`
      : '';
  return `with nearest as materialized (
      select ${columns} from ${MEMBER_SEARCH_TABLE} m where ${sql.where} and m.position is not null order by ${distance} limit ${reach}),
    edge as materialized (select position from nearest order by away desc limit 1)
    select * from (
      (select n.* from nearest n where not exists (select 1 from edge where edge.position = n.position))
      union all
      (select ${columns} from ${MEMBER_SEARCH_TABLE} m, edge where ${sql.where} and m.position = edge.position)
      ${townless}) m
    where true ${bound}
    order by m.away nulls last, ${NEWEST_FIRST} limit ${sql.param(limit)}${offset > 0 ? ` offset ${sql.param(offset)}` : ''}`;
};

/** The conditions of a search but its radius (table aliased `m`), with numbered parameters of their own. */
const searchConditions = (filter: SearchRequest, viewerId: string | null, today: string): SqlConditions => {
  const sql = listableMembers(viewerId);
  if (filter.gender) sql.add(`m.gender = ${sql.param(filter.gender)}`);
  if (filter.country) sql.add(`m.country = ${sql.param(filter.country)}`);
  if (filter.countryregion) sql.add(`m.region = ${sql.param(filter.countryregion)}`);
  addAgeRange(sql, today, filter.min_age, filter.max_age);
  if (filter.fictional === 'hide') sql.add('not m.fictional');
  // A main photo is chosen only once approved.
  if (filter.photo === 'with') sql.add('m.main_photo_id is not null');
  return sql;
};

/** Within `chord` (a radius, as `chordKm`) of `point`: a cube around it the spatial index serves, then the exact distance. */
const addWithin = (sql: SqlConditions, point: string, chord: number): void => {
  const bound = sql.param(chord);
  sql.add(`m.position <@ cube_enlarge(${point}, ${bound}, 3)`);
  sql.add(`${distanceFrom(point)} <= ${bound}`);
};

/**
 * At most `cap` of the members a search finds. Within a radius, the nearest `cap` off the spatial index, counting
 * those within it: the radius's members come first, so this is exact, and it reads no more than the cap (counting the
 * members inside a box reads every one of them before the first is counted, and the planner may sort them all).
 */
const countStatement = (filter: SearchRequest, viewerId: string | null, today: string, from: Coordinates | undefined, cap = SEARCH_COUNT_LIMIT): Statement => {
  const sql = searchConditions(filter, viewerId, today);
  if (from && filter.radius !== undefined) {
    const distance = distanceFrom(pointOf(sql, from));
    return {
      text: `select count(*)::int as total from (select ${distance} as away from ${MEMBER_SEARCH_TABLE} m where ${sql.where} and m.position is not null
        order by ${distance} limit ${cap}) nearest where away <= ${sql.param(chordKm(filter.radius))}`,
      params: sql.params,
    };
  }
  return { text: `select count(*)::int as total from (select 1 from ${MEMBER_SEARCH_TABLE} m where ${sql.where} limit ${cap}) counted`, params: sql.params };
};

/**
 * One page of a search, never a sort of every member it finds. Nearest first (the searcher's town known), the page
 * comes off the spatial index (see nearestFirst), and a radius only ends the list. Newest first, off the signup
 * indexes, or within a radius as the total says. A page with a cursor starts right after its member; one jumped to
 * without one counts its way there, which the count's cap bounds (SEARCH_MAX_PAGE).
 */
const pageStatement = (
  filter: SearchRequest,
  viewerId: string | null,
  today: string,
  from: Coordinates | undefined,
  total: number,
  cursor: PageCursor | undefined,
): Statement => {
  const sql = searchConditions(filter, viewerId, today);
  const start: PageStart = cursor ? { after: cursor } : { offset: (filter.page - 1) * SEARCH_PAGE_SIZE };
  const within = filter.radius === undefined ? undefined : chordKm(filter.radius);
  if (from && filter.order === 'nearest') {
    return { text: nearestFirst(sql, pointOf(sql, from), { limit: SEARCH_PAGE_SIZE, start, within }), params: sql.params };
  }
  if (from && within !== undefined) {
    // Fewer members within the radius than the count's cap: the spatial index finds them all and the page sorts them.
    // More: they are many, and the signup index meets them soon.
    if (total < SEARCH_COUNT_LIMIT) addWithin(sql, pointOf(sql, from), within);
    else sql.add(`${distanceFrom(pointOf(sql, from))} <= ${sql.param(within)}`);
  }
  if ('after' in start) sql.add(olderThan(cursorKeys(sql, start.after)));
  const offset = 'offset' in start ? ` offset ${sql.param(start.offset)}` : '';
  return { text: `select ${CARD_COLUMNS} from ${MEMBER_SEARCH_TABLE} m where ${sql.where} order by ${NEWEST_FIRST} limit ${SEARCH_PAGE_SIZE}${offset}`, params: sql.params };
};

/**
 * The total (up to SEARCH_COUNT_LIMIT) and the page of GET /api/search.php, stable through the member id:
 * nearest first from the searcher's town (newest first for visitors, members without a town, or when
 * asked), within the radius when one is given and the searcher has a town. The page's statement depends on the total
 * (see pageStatement), and on the page cursor (`pageCursorOf`). Exported so the search benchmark can time the bare statements.
 */
export const searchStatements = (
  filter: SearchRequest,
  viewerId: string | null,
  today: string,
  from?: Coordinates,
): { count: Statement; page: (total: number, cursor?: PageCursor) => Statement } => ({
  count: countStatement(filter, viewerId, today, from),
  page: (total, cursor) => pageStatement(filter, viewerId, today, from, total, cursor),
});

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
 * finds more. Every page of a search widens alike, so its pages stay one list. A wider search is counted only up to
 * SEARCH_WIDEN_BELOW, which is all the choice needs (a search far from where its members live tries every radius),
 * and the one chosen is counted to the cap.
 */
const widenedSearch = async (
  sql: SqlExecutor,
  filter: SearchRequest,
  viewerId: string | null,
  today: string,
  from: Coordinates | undefined,
): Promise<{ search: SearchRequest; total: number; widened?: SearchWidening }> => {
  const countOf = async (search: SearchRequest, cap?: number) => {
    const count = countStatement(search, viewerId, today, from, cap);
    return (await sql.query<{ total: number }>(count.text, count.params)).rows[0]?.total ?? 0;
  };
  const asked = { search: filter, total: await countOf(filter) };
  if (filter.widen === 'off' || asked.total >= SEARCH_WIDEN_BELOW) return asked;
  let best: { search: SearchRequest; total: number; widened?: SearchWidening } = asked;
  for (const { search, widened } of searchWideningSteps(filter, from !== undefined)) {
    const total = await countOf(search, SEARCH_WIDEN_BELOW);
    if (total > best.total) best = { search, total, widened };
    if (total >= SEARCH_WIDEN_BELOW) return { ...best, total: await countOf(search) };
  }
  return best;
};

/** The page cursor `after` names, if its member is one the viewer may see in a list (see PageCursor). */
export const pageCursorOf = async (sql: SqlExecutor, after: string | undefined, viewerId: string | null): Promise<PageCursor | undefined> => {
  if (after === undefined) return undefined;
  const conditions = listableMembers(viewerId);
  const member = conditions.param(after);
  const { rows } = await sql.query<{ has_town: boolean }>(
    `select m.position is not null as has_town from ${MEMBER_SEARCH_TABLE} m where m.member_id = ${member} and ${conditions.where}`,
    conditions.params,
  );
  return rows[0] && { memberId: after, hasTown: rows[0].has_town };
};

/**
 * GET /api/search.php: the viewer's town first (distances, order, radius), then the total (widening a search that finds
 * few) and the page cursor, then the page, and the cursor of the page after it when there is one.
 */
export const searchMembers = async (
  reader: ReadModelReader,
  filter: SearchRequest,
  viewer: CardViewer,
): Promise<{ cards: ProfileCard[]; total: number; next?: string; widened?: SearchWidening }> => {
  const from = positionOf(await seekerOf(reader.sql, viewer.viewerId));
  const today = dayOf(viewer.now);
  const [{ search, total, widened }, cursor] = await Promise.all([
    widenedSearch(reader.sql, filter, viewer.viewerId, today, from),
    pageCursorOf(reader.sql, filter.after, viewer.viewerId),
  ]);
  const page = searchStatements(search, viewer.viewerId, today, from).page(total, cursor);
  const { rows } = await reader.sql.query<CardRow>(page.text, page.params);
  const last = rows.length === SEARCH_PAGE_SIZE && filter.page * SEARCH_PAGE_SIZE < total ? rows.at(-1) : undefined;
  return { cards: await toCards(reader, rows, viewer.now, from), total, ...(last ? { next: last.member_id } : {}), ...(widened ? { widened } : {}) };
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

/** The ages of the suggestions `filters` ask for, as the range of birth dates `addAgeRange` filters by; none when any age goes. */
const suggestedAges = (seeker: SeekerRow | undefined, filters: SuggestionFilters, today: string) => {
  const seekerAge = seeker?.birth_date ? ageOn(seeker.birth_date, today) : undefined;
  return filters.withinAgePreference && seekerAge !== undefined ? agePreferenceFor(seekerAge) : undefined;
};

/** The conditions of the suggestions `filters` ask for, and the distance they are ordered by (null: no town to measure from). */
const suggestionConditions = (seeker: SeekerRow | undefined, viewer: CardViewer & { viewerId: string }, filters: SuggestionFilters) => {
  const compatible = compatibleProfiles(seeker?.gender ?? null, seeker?.sexuality ?? null);
  const position = positionOf(seeker);
  const sql = listableMembers(viewer.viewerId);
  const genders = sql.param(compatible.map((profile) => profile.gender));
  const sexualities = sql.param(compatible.map((profile) => profile.sexuality));
  sql.add(`(m.gender, m.sexuality) in (select * from unnest(${genders}::text[], ${sexualities}::text[]))`);
  if (filters.fictionalOnly) sql.add('m.fictional');
  const today = dayOf(viewer.now);
  const ages = suggestedAges(seeker, filters, today);
  if (ages) addAgeRange(sql, today, ages.min_age, ages.max_age);
  if (filters.exclude) {
    const viewerParam = sql.param(viewer.viewerId);
    for (const condition of filters.exclude(viewerParam)) sql.add(condition);
  }
  const point = position ? pointOf(sql, position) : null;
  return { sql, point, position };
};

/** What a member's own row tells of whether suggestions may show them, before any statement asks (`mayBeSuggested`). */
export interface SuggestionCandidate {
  readonly memberId: string;
  readonly gender: Gender | null;
  readonly sexuality: Sexuality | null;
  /** YYYY-MM-DD */
  readonly birthDate: string | null;
}

/**
 * Whether the candidate's gender, sexuality and age pass the suggestions' conditions (those `suggestionConditions`
 * puts in SQL from the same rules): when they do not, no statement needs to ask where the candidate ranks.
 */
const mayBeSuggested = (seeker: SeekerRow | undefined, candidate: SuggestionCandidate, filters: SuggestionFilters, today: string): boolean => {
  const compatible = compatibleProfiles(seeker?.gender ?? null, seeker?.sexuality ?? null).some(
    (profile) => profile.gender === candidate.gender && profile.sexuality === candidate.sexuality,
  );
  if (!compatible) return false;
  const ages = suggestedAges(seeker, filters, today);
  if (!ages) return true;
  const { birthDate } = candidate;
  return birthDate !== null && birthDate <= latestBirthDateForAge(today, ages.min_age) && birthDate > latestBirthDateForAge(today, ages.max_age + 1);
};

/**
 * Members of a compatible gender and sexuality the viewer may see, nearest city first, then newest: the match
 * finder, and the suggestions of the swipe game, the signup matches and the auto-like.
 */
export const suggestedMembers = async (reader: ReadModelReader, viewer: CardViewer & { viewerId: string }, options: SuggestionOptions): Promise<ProfileCard[]> => {
  const { sql, point, position } = suggestionConditions(await seekerOf(reader.sql, viewer.viewerId), viewer, options);
  const text = point
    ? nearestFirst(sql, point, { limit: options.limit, start: { offset: 0 } })
    : `select ${CARD_COLUMNS} from ${MEMBER_SEARCH_TABLE} m where ${sql.where} order by ${NEWEST_FIRST} limit ${sql.param(options.limit)}`;
  const { rows } = await reader.sql.query<CardRow>(text, sql.params);
  return toCards(reader, rows, viewer.now, position);
};

/**
 * Whether `candidate` is among the first `count` members `suggestedMembers` would show. A candidate whose gender,
 * sexuality or age the suggestions leave out is answered without a statement; else one statement that sorts nothing
 * counts the members that come before them (nearer, a member with no town last, then newer, then by id), and stops
 * at `count`. Most members are far down the list and are answered after a few rows.
 */
export const isAmongFirstSuggestions = async (
  executor: SqlExecutor,
  viewer: CardViewer & { viewerId: string },
  filters: SuggestionFilters,
  candidate: SuggestionCandidate,
  count: number,
): Promise<boolean> => {
  const seeker = await seekerOf(executor, viewer.viewerId);
  if (!mayBeSuggested(seeker, candidate, filters, dayOf(viewer.now))) return false;
  const { sql, point } = suggestionConditions(seeker, viewer, filters);
  const away = point ? distanceFrom(point) : 'null::float8';
  const [member, limit] = [sql.param(candidate.memberId), sql.param(count)];
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
        (select domain as home_domain, position as home_position from ${MEMBER_SEARCH_TABLE} where member_id = $1) home
      where m.domain = home.home_domain and m.member_id <> $1 and m.signed_up_at >= $2 and ${LISTABLE}
        and (home.home_position is null or m.position is null or ${distanceFrom('home.home_position')} <= $3)
        and ${notBlockedEitherWay('m.member_id', '$1')}`,
    [memberId, since, chordKm(NEARBY_RADIUS_KM)],
  );
  return rows[0]?.count ?? 0;
};
