import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { earthPoint, EMPTY_PROFILE_DETAILS, GENDERS, SEXUALITIES, type City, type Event, type RecordedEvent } from '@dating/domain';
import { placesGazetteer, type PersonalFieldCipher, type SqlPort } from '@dating/platform';
import { blocksProjection, MEMBER_SEARCH_TABLE, memberSearchProjection, type SqlProjection } from '@dating/projections';

/** Members per COPY, and COPYs at once: sealing the next chunk's names overlaps the copy of this one. */
const CHUNK = 10_000;
const PARALLEL_CHUNKS = 2;
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

/** A value as COPY's text format reads it: null as \\N, and its delimiters escaped. */
const copyText = (value: string | number | boolean | null): string => {
  if (value === null) return '\\N';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  return String(value).replace(/[\\\t\n\r]/g, (special) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[special]!);
};

const SEED_COLUMNS = `member_id, domain, sealed_name, gender, sexuality, birth_date, country, region, city, lat, lon, position,
  invisible, confirmed, fictional, main_photo_id, signed_up_at`;

/**
 * The columns the search read model holds for a member with this row once `memberEvents` are projected, streamed in
 * with COPY a chunk of members at a time: a million members seed in minutes, not hours.
 */
const copyChunk = async (client: pg.Client, personalFields: PersonalFieldCipher, members: readonly { id: string; row: SeedRow }[]): Promise<void> => {
  const names = await personalFields.sealAll(members.map(({ id }) => ({ subjectId: id, value: seedName(id) })));
  const lines = members.map(({ id, row }, index) => {
    const [x, y, z] = earthPoint(row.city);
    const { country, region, city, lat, lon } = row.city;
    const values = [id, 'localhost', names[index] ?? null, row.gender, row.sexuality, row.birthDate, country, region, city, lat, lon, `(${x}, ${y}, ${z})`];
    return [...values, row.invisible, row.confirmed, row.fictional, row.photo ? id : null, row.signedUpAt].map(copyText).join('\t');
  });
  await pipeline(Readable.from([`${lines.join('\n')}\n`]), client.query(copyFrom(`copy ${MEMBER_SEARCH_TABLE} (${SEED_COLUMNS}) from stdin`)));
};

const seedName = (memberId: string) => `Member ${memberId.slice(-6)}`;

/** Builds the search read model of `count` members, CHUNK per COPY, with the rows the projection writes for their events. */
export const seedMemberSearch = async (database: { url: string; sql: SqlPort }, personalFields: PersonalFieldCipher, count: number, today: number): Promise<void> => {
  await database.sql.transaction(async (tx) => {
    await memberSearchProjection.migrate(tx, '');
    await blocksProjection.migrate(tx, '');
  });
  const random = prng(42);
  // Each chunk is drawn when a writer takes it, in order: the same members on every run, never all of them in memory.
  let next = 0;
  const takeChunk = () => {
    const start = next;
    next = Math.min(count, next + CHUNK);
    return Array.from({ length: next - start }, (_, offset) => ({ id: seedMemberId(start + offset), row: seedRow(random, today) }));
  };
  await Promise.all(
    Array.from({ length: PARALLEL_CHUNKS }, async () => {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        while (next < count) await copyChunk(client, personalFields, takeChunk());
      } finally {
        await client.end();
      }
    }),
  );
  await database.sql.query('vacuum analyze');
};
