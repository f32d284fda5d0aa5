import { latestBirthDateForAge, SEARCH_COUNT_LIMIT, SEARCH_PAGE_SIZE, type SearchRequest } from '@dating/domain';
import { BLOCKS_TABLE, LISTABLE, MEMBER_SEARCH_TABLE } from '@dating/projections';
import { CARD_COLUMNS } from './profile-card.js';

/** Collects WHERE conditions with numbered parameters. */
export class SqlConditions {
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

/**
 * Who may appear in any list: visible, and confirmed unless run by the site. A logged-in viewer
 * never sees themselves nor anyone blocked in either direction; the two small block lists are read
 * once (an InitPlan), not probed per row.
 */
export const listableMembers = (viewerId: string | undefined): SqlConditions => {
  const sql = new SqlConditions().add(`(${LISTABLE})`);
  if (viewerId === undefined) return sql;
  const viewer = sql.param(viewerId);
  return sql.add(`m.member_id <> ${viewer}`).add(
    `m.member_id <> all(array(
      select blocked_id from ${BLOCKS_TABLE} where blocker_id = ${viewer}
      union all select blocker_id from ${BLOCKS_TABLE} where blocked_id = ${viewer}))`,
  );
};

/** Age limits as a range on the date of birth, so the index on birth_date serves them. */
export const addAgeRange = (sql: SqlConditions, today: string, minAge: number | undefined, maxAge: number | undefined): SqlConditions => {
  if (minAge !== undefined) sql.add(`m.birth_date <= ${sql.param(latestBirthDateForAge(today, minAge))}::date`);
  if (maxAge !== undefined) sql.add(`m.birth_date > ${sql.param(latestBirthDateForAge(today, maxAge + 1))}::date`);
  return sql;
};

export interface SearchStatements {
  readonly page: { text: string; params: unknown[] };
  readonly count: { text: string; params: unknown[] };
}

/** The page and the total (up to SEARCH_COUNT_LIMIT) of GET /api/search.php: newest first, stable through the member id. */
export const searchStatements = (filter: SearchRequest, viewerId: string | undefined, today: string): SearchStatements => {
  const sql = listableMembers(viewerId);
  if (filter.gender) sql.add(`m.gender = ${sql.param(filter.gender)}`);
  if (filter.country) sql.add(`m.country = ${sql.param(filter.country)}`);
  if (filter.countryregion) sql.add(`m.region = ${sql.param(filter.countryregion)}`);
  addAgeRange(sql, today, filter.min_age, filter.max_age);
  const countParams = [...sql.params];
  const offset = sql.param((filter.page - 1) * SEARCH_PAGE_SIZE);
  return {
    page: {
      text: `select ${CARD_COLUMNS} from ${MEMBER_SEARCH_TABLE} m
  where ${sql.where}
  order by m.signed_up_at desc, m.member_id desc
  limit ${SEARCH_PAGE_SIZE} offset ${offset}`,
      params: sql.params,
    },
    count: {
      text: `select count(*)::int as total from (select 1 from ${MEMBER_SEARCH_TABLE} m where ${sql.where} limit ${SEARCH_COUNT_LIMIT}) counted`,
      params: countParams,
    },
  };
};

export const SIMILAR_LIMIT = 6;
export const SIMILAR_AGE_SPAN_YEARS = 5;
export const MATCH_FINDER_LIMIT = 24;

export interface SimilarTarget {
  readonly memberId: string;
  readonly gender: string | null;
  readonly country: string | null;
  readonly birthDate: string | null;
}

/** GET /api/similar.php: same country and gender, at most five years older or younger, newest first. */
export const similarStatement = (target: SimilarTarget, viewerId: string | undefined) => {
  const sql = listableMembers(viewerId);
  sql.add(`m.member_id <> ${sql.param(target.memberId)}`);
  if (target.gender) sql.add(`m.gender = ${sql.param(target.gender)}`);
  if (target.country) sql.add(`m.country = ${sql.param(target.country)}`);
  if (target.birthDate) {
    const born = sql.param(target.birthDate);
    const span = `interval '${SIMILAR_AGE_SPAN_YEARS} years'`;
    sql.add(`m.birth_date between ${born}::date - ${span} and ${born}::date + ${span}`);
  }
  return {
    text: `select ${CARD_COLUMNS} from ${MEMBER_SEARCH_TABLE} m where ${sql.where}
  order by m.signed_up_at desc, m.member_id desc limit ${SIMILAR_LIMIT}`,
    params: sql.params,
  };
};

const EARTH_RADIUS_KM = 6371;

/** Haversine in SQL, only to order by; the distance shown is rounded in TypeScript. */
const distanceFrom = (lat: string, lon: string) =>
  `${2 * EARTH_RADIUS_KM} * asin(sqrt(power(sin(radians(m.lat - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(m.lat)) * power(sin(radians(m.lon - ${lon}) / 2), 2)))`;

export interface MatchSeeker {
  readonly memberId: string;
  readonly compatible: readonly { gender: string; sexuality: string }[];
  readonly position: { lat: number; lon: number } | undefined;
}

/** GET /api/match-finder.php: members of a compatible gender and sexuality, nearest city first, then newest. */
export const matchFinderStatement = (seeker: MatchSeeker) => {
  const sql = listableMembers(seeker.memberId);
  const genders = sql.param(seeker.compatible.map((profile) => profile.gender));
  const sexualities = sql.param(seeker.compatible.map((profile) => profile.sexuality));
  sql.add(`(m.gender, m.sexuality) in (select * from unnest(${genders}::text[], ${sexualities}::text[]))`);
  const nearest = seeker.position
    ? `${distanceFrom(`${sql.param(seeker.position.lat)}::float8`, `${sql.param(seeker.position.lon)}::float8`)} nulls last, `
    : '';
  return {
    text: `select ${CARD_COLUMNS} from ${MEMBER_SEARCH_TABLE} m where ${sql.where}
  order by ${nearest}m.signed_up_at desc, m.member_id desc limit ${MATCH_FINDER_LIMIT}`,
    params: sql.params,
  };
};
