import { CITIES, GENDERS, SEXUALITIES, type City } from '@dating/domain';
import type { SqlPort } from '@dating/platform';
import { MEMBER_SEARCH_TABLE } from '@dating/projections';

const BATCH = 10_000;
const DAY_MS = 86_400_000;

/** Rough relative member counts per country (bigger markets, more members). */
export const COUNTRY_WEIGHTS: Readonly<Record<string, number>> = {
  DE: 20, GB: 18, FR: 14, IT: 12, ES: 11, PL: 8, NL: 7, SE: 4, BE: 4, AT: 3, CH: 3, DK: 2, FI: 2, NO: 2, IE: 2,
};

/** Deterministic PRNG (mulberry32): the same 100,000 members on every run. */
export const prng = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
};
export type Random = ReturnType<typeof prng>;

export const weighted = <T extends string>(random: Random, weights: Readonly<Record<T, number>>): T => {
  const entries = Object.entries(weights) as [T, number][];
  let roll = random() * entries.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [value, weight] of entries) {
    roll -= weight;
    if (roll <= 0) return value;
  }
  return entries.at(-1)![0];
};

const citiesByCountry = new Map<string, City[]>();
for (const city of CITIES) citiesByCountry.set(city.country, [...(citiesByCountry.get(city.country) ?? []), city]);

/** Ages cluster between 25 and 45, as on dating sites: the sum of two uniforms, 18 to 75. */
const birthDate = (random: Random, today: number) => {
  const age = 18 + (random() + random()) * 28.5;
  return new Date(today - age * 365.25 * DAY_MS).toISOString().slice(0, 10);
};

interface SeedRow {
  city: City;
  gender: string;
  sexuality: string;
  birthDate: string;
  invisible: boolean;
  confirmed: boolean;
  fictional: boolean;
  photo: boolean;
  signedUpAt: string;
}

const seedRow = (random: Random, today: number): SeedRow => {
  const cities = citiesByCountry.get(weighted(random, COUNTRY_WEIGHTS))!;
  return {
    city: cities[Math.floor(random() * cities.length)]!,
    gender: random() < 0.55 ? GENDERS[0] : GENDERS[1],
    sexuality: weighted(random, { hetero: 85, bi: 9, gay: 3, lesbian: 3 } satisfies Record<(typeof SEXUALITIES)[number], number>),
    birthDate: birthDate(random, today),
    invisible: random() < 0.03,
    confirmed: random() < 0.9,
    fictional: random() < 0.05,
    photo: random() < 0.7,
    signedUpAt: new Date(today - random() * 3 * 365 * DAY_MS).toISOString(),
  };
};

/** Bulk-inserts `count` members into rm_member_search, BATCH rows per INSERT ... SELECT FROM unnest. */
export const seedMemberSearch = async (sql: SqlPort, count: number, today: number): Promise<void> => {
  const random = prng(42);
  for (let start = 0; start < count; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - start) }, () => seedRow(random, today));
    const ids = rows.map((_, index) => `00000000-0000-4000-8000-${String(start + index).padStart(12, '0')}`);
    await sql.query(
      `insert into ${MEMBER_SEARCH_TABLE} (member_id, domain, name, gender, sexuality, birth_date, country, region, city, lat, lon,
         invisible, confirmed, fictional, main_photo_id, signed_up_at)
       select id, 'localhost', 'Member ' || right(id, 6), gender, sexuality, birth_date, country, region, city, lat, lon,
         invisible, confirmed, fictional, case when photo then id end, signed_up_at
       from unnest($1::text[], $2::text[], $3::text[], $4::date[], $5::text[], $6::text[], $7::text[], $8::float8[], $9::float8[],
         $10::bool[], $11::bool[], $12::bool[], $13::bool[], $14::timestamptz[])
         as t(id, gender, sexuality, birth_date, country, region, city, lat, lon, invisible, confirmed, fictional, photo, signed_up_at)`,
      [
        ids,
        rows.map((row) => row.gender),
        rows.map((row) => row.sexuality),
        rows.map((row) => row.birthDate),
        rows.map((row) => row.city.country),
        rows.map((row) => row.city.region),
        rows.map((row) => row.city.city),
        rows.map((row) => row.city.lat),
        rows.map((row) => row.city.lon),
        rows.map((row) => row.invisible),
        rows.map((row) => row.confirmed),
        rows.map((row) => row.fictional),
        rows.map((row) => row.photo),
        rows.map((row) => row.signedUpAt),
      ],
    );
  }
  await sql.query(`vacuum analyze ${MEMBER_SEARCH_TABLE}`);
};
