import { randomUUID } from 'node:crypto';
import { EMPTY_PROFILE_DETAILS, GENDERS, SEXUALITIES, type City, type Event, type RecordedEvent } from '@dating/domain';
import { placesGazetteer, type PersonalFieldCipher, type SqlPort } from '@dating/platform';
import { blocksProjection, memberSearchProjection, type SqlProjection } from '@dating/projections';

/** Members per transaction, and transactions at once: the seed is bound by round trips, not by the two cores. */
const BATCH = 500;
const PARALLEL_BATCHES = 4;
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


/** Ages cluster between 25 and 45, as on dating sites: the sum of two uniforms, 18 to 75. */
const birthDate = (random: Random, today: number) => {
  const age = 18 + (random() + random()) * 28.5;
  return new Date(today - age * 365.25 * DAY_MS).toISOString().slice(0, 10);
};

interface SeedRow {
  city: City;
  gender: (typeof GENDERS)[number];
  sexuality: (typeof SEXUALITIES)[number];
  birthDate: string;
  invisible: boolean;
  confirmed: boolean;
  fictional: boolean;
  photo: boolean;
  signedUpAt: string;
}

const seedRow = (random: Random, today: number): SeedRow => {
  const cities = placesGazetteer().townsIn(weighted(random, COUNTRY_WEIGHTS));
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

/** The events a member with this row would have in the log, as the search read model reads them. */
export const memberEvents = (memberId: string, name: string, row: SeedRow): Event[] => [
  {
    type: 'MemberSignedUp',
    data: {
      memberId,
      name,
      email: `${memberId}@example.com`,
      dateOfBirth: row.birthDate,
      passwordHashRef: 'bench',
      language: 'en',
      domain: 'localhost',
      country: row.city.country,
      tracking: {},
      signedUpAt: row.signedUpAt,
      fictional: row.fictional,
    },
  },
  ...(row.confirmed ? [{ type: 'MemberConfirmed', data: { memberId, confirmedAt: row.signedUpAt } }] : []),
  ...(row.invisible ? [{ type: 'InvisibleModeChanged', data: { memberId, invisible: true } }] : []),
  { type: 'ProfileDetailsChanged', data: { memberId, details: { ...EMPTY_PROFILE_DETAILS, gender: row.gender, sexuality: row.sexuality } } },
  { type: 'LocationChanged', data: { memberId, country: row.city.country, region: row.city.region, city: row.city.city } },
  ...(row.photo ? [{ type: 'MainPhotoChosen', data: { memberId, photoId: memberId } }] : []),
];

/** Runs events through a projection's own apply, as the projections role would (names sealed with each member's key). */
export const project = async (sql: SqlPort, personalFields: PersonalFieldCipher, projection: SqlProjection, events: readonly Event[]): Promise<void> =>
  sql.transaction(async (tx) => {
    for (const [index, event] of events.entries()) {
      const recorded: RecordedEvent = { id: randomUUID(), streamId: 'bench', streamVersion: index + 1, metadata: {}, recordedAt: '', checkpoint: '', ...event };
      await projection.apply(tx, recorded, '', { personalFields });
    }
  });

export const seedMemberId = (index: number) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;

/** Builds the search read model of `count` members, BATCH per transaction, through the projection itself: the rows are what production holds. */
export const seedMemberSearch = async (sql: SqlPort, personalFields: PersonalFieldCipher, count: number, today: number): Promise<void> => {
  await sql.transaction(async (tx) => {
    await memberSearchProjection.migrate(tx, '');
    await blocksProjection.migrate(tx, '');
  });
  const random = prng(42);
  const batches = Array.from({ length: Math.ceil(count / BATCH) }, (_, batch) =>
    Array.from({ length: Math.min(BATCH, count - batch * BATCH) }, (_, offset) => {
      const memberId = seedMemberId(batch * BATCH + offset);
      return memberEvents(memberId, `Member ${memberId.slice(-6)}`, seedRow(random, today));
    }).flat(),
  );
  let next = 0;
  await Promise.all(
    Array.from({ length: PARALLEL_BATCHES }, async () => {
      while (next < batches.length) await project(sql, personalFields, memberSearchProjection, batches[next++]!);
    }),
  );
  // Each member's row was written several times: compact it as a long-lived table would be after autovacuum.
  await sql.query('vacuum (full, analyze)');
};
