import {
  BODY_TYPES,
  EYE_COLORS,
  HAIR_COLORS,
  INTERESTS,
  LOCATION_COUNTRIES,
  REASONS_FOR_JOINING,
  TATTOO_AMOUNTS,
  type Gender,
  type Language,
  type LocationCountry,
  type ProfileChanges,
  type Sexuality,
} from '@dating/domain';
import { placesGazetteer } from '@dating/platform';
import { DEMO_ABOUT_ME } from './demo-about-me.data.js';
import { DEMO_FIRST_NAMES } from './demo-names.data.js';
import { portraitPerson, portraitScene, type PortraitPerson, type PortraitScene } from './demo-portrait.svg.js';
import { DemoRandom, demoUuid } from './demo-random.js';

/** Languages spoken in each country of the dataset: together they cover all eleven of the site. */
const COUNTRY_LANGUAGES: Readonly<Record<LocationCountry, readonly Language[]>> = {
  GB: ['en'], IE: ['en'], NL: ['nl'], BE: ['nl', 'fr'], DE: ['de'], AT: ['de'], CH: ['de', 'fr', 'it'], DK: ['da'],
  FI: ['fi'], FR: ['fr'], IT: ['it'], ES: ['es'], NO: ['nb'], PL: ['pl'], SE: ['sv'],
};
const MIN_AGE = 18;
const MAX_AGE = 75;
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

export interface DemoPhotoPlan {
  readonly photoId: string;
  readonly scene: PortraitScene;
  readonly uploadedAt: string;
  readonly approvedAt: string;
}

/** Everything one demo member is made of, decided up front from the member's number alone. */
export interface DemoMemberPlan {
  readonly memberId: string;
  readonly name: string;
  readonly email: string;
  readonly dateOfBirth: string;
  readonly language: Language;
  readonly country: LocationCountry;
  readonly signedUpAt: string;
  readonly confirmedAt: string;
  readonly profile: ProfileChanges;
  readonly person: PortraitPerson;
  readonly photos: readonly DemoPhotoPlan[];
}

const minutesAfter = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * MINUTE_MS).toISOString();

const dateOfBirth = (random: DemoRandom, age: number, today: Date): string => {
  const birthday = new Date(Date.UTC(today.getUTCFullYear() - age - 1, today.getUTCMonth(), today.getUTCDate()));
  // Somewhere in the year before the last birthday that makes this age: always exactly `age` today.
  return new Date(birthday.getTime() + random.int(1, 364) * DAY_MS).toISOString().slice(0, 10);
};

const sexualityOf = (random: DemoRandom, gender: Gender): Sexuality => {
  const roll = random.next();
  if (roll < 0.78) return 'hetero';
  if (roll < 0.9) return gender === 'male' ? 'gay' : 'lesbian';
  return 'bi';
};

const hairColourOf = (random: DemoRandom, gender: Gender, age: number) => {
  if (age > 55 && random.chance(0.5)) return random.pick(['gray', 'white'] as const);
  const colours = HAIR_COLORS.filter((colour) => colour !== 'gray' && colour !== 'white' && (gender === 'male' || colour !== 'bald'));
  return random.pick(colours);
};

const relationshipStatusOf = (random: DemoRandom, age: number) =>
  random.pick(['single', 'single', 'single', 'unmarried', ...(age > 30 ? (['divorced', 'living_together'] as const) : []), ...(age > 55 ? (['widowed'] as const) : [])]);

/** A complete profile in the member's language, with a city of the member's country. */
export const planProfile = (random: DemoRandom, who: { gender: Gender; age: number; language: Language; country: LocationCountry }): ProfileChanges => {
  const { gender, age, language, country } = who;
  const about = DEMO_ABOUT_ME[language];
  const city = random.pick(placesGazetteer().townsIn(country));
  return {
    details: {
      gender,
      sexuality: sexualityOf(random, gender),
      hair_color: hairColourOf(random, gender, age),
      eye_color: random.pick(EYE_COLORS),
      body_type: random.pick([...BODY_TYPES, 'normal', 'slim']),
      relationship_status: relationshipStatusOf(random, age),
      tattoos: random.pick([...TATTOO_AMOUNTS, 'none']),
      reason: random.pick(REASONS_FOR_JOINING),
    },
    about_me: [random.pick(about.openers), random.pick(about.middles), random.pick(about.closers)].join(' '),
    interests: random.sample(INTERESTS, random.int(3, 8)),
    location: { country: city.country, region: city.region, city: city.city },
  };
};

const planPhotos = (random: DemoRandom, memberId: string, signedUpAt: string): DemoPhotoPlan[] =>
  Array.from({ length: random.int(1, 3) }, (_, index) => ({
    photoId: demoUuid(`${memberId}/photo/${index}`),
    scene: portraitScene(random),
    uploadedAt: minutesAfter(signedUpAt, 60 + index * 5),
    approvedAt: minutesAfter(signedUpAt, 90 + index * 5),
  }));

/**
 * Demo member number `index`: countries take turns so even a small seed covers them all; the rest
 * comes from a generator seeded by the number, so every run builds the same people.
 */
export const planDemoMember = (index: number, now: Date): DemoMemberPlan => {
  const random = DemoRandom.for(`member/${index}`);
  const country = LOCATION_COUNTRIES[index % LOCATION_COUNTRIES.length]!;
  const language = random.pick(COUNTRY_LANGUAGES[country]);
  const gender: Gender = random.chance(0.5) ? 'female' : 'male';
  const age = random.int(MIN_AGE, MAX_AGE);
  const memberId = demoUuid(`member/${index}`);
  const signedUpAt = new Date(now.getTime() - random.int(2, 180) * DAY_MS - random.int(0, 1439) * MINUTE_MS).toISOString();
  const profile = planProfile(random, { gender, age, language, country });
  return {
    memberId,
    name: random.pick(DEMO_FIRST_NAMES[language][gender]),
    email: `member${index + 1}@demo.invalid`,
    dateOfBirth: dateOfBirth(random, age, now),
    language,
    country,
    signedUpAt,
    confirmedAt: minutesAfter(signedUpAt, random.int(2, 30)),
    profile,
    person: portraitPerson(random, { gender, hairColor: profile.details?.hair_color ?? null, eyeColor: profile.details?.eye_color ?? null }),
    photos: planPhotos(random, memberId, signedUpAt),
  };
};
