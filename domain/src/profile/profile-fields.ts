import { PROFILE_ERRORS } from './profile.errors.js';

/** Spec §3 value lists of the profile fields, shared by the API, the browser and the demo seed. */
export const GENDERS = ['male', 'female'] as const;
export const SEXUALITIES = ['hetero', 'gay', 'lesbian', 'bi'] as const;
export const HAIR_COLORS = ['brunette', 'blond', 'brown', 'white', 'bald', 'black', 'dark_blond', 'dark_brown', 'gray', 'red', 'other'] as const;
export const EYE_COLORS = ['blue', 'green', 'hazel', 'brown'] as const;
export const BODY_TYPES = ['slim', 'normal', 'fat'] as const;
export const RELATIONSHIP_STATUSES = ['divorced', 'living_together', 'married', 'unmarried', 'single', 'widowed'] as const;
export const TATTOO_AMOUNTS = ['none', 'some', 'many'] as const;
export const REASONS_FOR_JOINING = ['relationship', 'friendship', 'flirt', 'adventure', 'chat'] as const;

/** Every detail field with its allowed values; the keys are the field names the API and settings use. */
export const PROFILE_DETAIL_VALUES = {
  gender: GENDERS,
  sexuality: SEXUALITIES,
  hair_color: HAIR_COLORS,
  eye_color: EYE_COLORS,
  body_type: BODY_TYPES,
  relationship_status: RELATIONSHIP_STATUSES,
  tattoos: TATTOO_AMOUNTS,
  reason: REASONS_FOR_JOINING,
} as const;

export type ProfileDetailField = keyof typeof PROFILE_DETAIL_VALUES;
export const PROFILE_DETAIL_FIELDS = Object.keys(PROFILE_DETAIL_VALUES) as ProfileDetailField[];
/** One value per field; null while the member has not chosen one. */
export type ProfileDetails = { readonly [Field in ProfileDetailField]: (typeof PROFILE_DETAIL_VALUES)[Field][number] | null };
export type Gender = (typeof GENDERS)[number];
export type Sexuality = (typeof SEXUALITIES)[number];

export const EMPTY_PROFILE_DETAILS: ProfileDetails = Object.freeze(
  Object.fromEntries(PROFILE_DETAIL_FIELDS.map((field) => [field, null])) as ProfileDetails,
);

/** Spec §3 interests (the longer of its two lists, with gangbang). */
export const INTERESTS = [
  'relationship', 'onenightstand', 'kissing', 'hugging', 'massages', 'lingerie', 'sex', 'safesex', 'publicsex', 'oralsex',
  'analsex', 'sextoys', 'masturbating', 'exchangingpictures', 'threesome', 'gangbang', 'bondage', 'sadomasochism', 'gym',
  'sports', 'dancing', 'travelling', 'adventure', 'party', 'tattoos', 'music', 'movies', 'videogames', 'politics', 'outdoors',
  'gardening', 'hiking', 'biking', 'reading', 'animals', 'beach', 'art', 'photography', 'theater', 'shopping', 'fashion',
  'astrology', 'cooking', 'foodie', 'bbq', 'sushi', 'vegetarian', 'wine', 'beer', 'tea', 'coffee',
] as const;
export type Interest = (typeof INTERESTS)[number];

export const ABOUT_ME_MAX_LENGTH = 2000;

export interface ProfileLocation {
  readonly country: string;
  readonly region: string;
  readonly city: string;
}

/** What a member may change at once; a missing part stays as it is, a null detail clears that detail. */
export interface ProfileChanges {
  readonly details?: Readonly<Partial<Record<string, string | null>>>;
  readonly about_me?: string;
  readonly interests?: readonly string[];
  readonly location?: ProfileLocation;
}
/** Field path (`details.hair_color`, `about_me`, `interests`, `location`) → error code. */
export type ProfileChangeErrors = Readonly<Record<string, string>>;

const isOneOf = (values: readonly string[], value: unknown): boolean => typeof value === 'string' && values.includes(value);

/**
 * Site settings name details and other fields (age, city, interests) in one list: this tells the details apart.
 * Own keys only: a member may send `toString` or `__proto__` as a field name.
 */
export const isProfileDetailField = (field: string): field is ProfileDetailField => Object.hasOwn(PROFILE_DETAIL_VALUES, field);

export const isDetailValue = (field: string, value: unknown): boolean =>
  isProfileDetailField(field) && (value === null || isOneOf(PROFILE_DETAIL_VALUES[field], value));

export const isInterest = (value: unknown): value is Interest => isOneOf(INTERESTS, value);

const detailErrors = (details: ProfileChanges['details'] = {}): [string, string][] =>
  Object.entries(details)
    .filter(([field, value]) => !isDetailValue(field, value))
    .map(([field]) => [`details.${field}`, isProfileDetailField(field) ? PROFILE_ERRORS.DETAIL_INVALID : PROFILE_ERRORS.DETAIL_UNKNOWN]);

const interestsError = (interests: readonly string[] | undefined): string | undefined => {
  if (!interests) return undefined;
  if (!interests.every(isInterest)) return PROFILE_ERRORS.INTEREST_UNKNOWN;
  return new Set(interests).size === interests.length ? undefined : PROFILE_ERRORS.INTEREST_REPEATED;
};

/** Every rule at once, so a form can show all problems together. Empty object means valid. */
export const validateProfileChanges = (changes: ProfileChanges): ProfileChangeErrors => {
  const errors: [string, string | undefined][] = [
    ...detailErrors(changes.details),
    ['about_me', (changes.about_me?.length ?? 0) > ABOUT_ME_MAX_LENGTH ? PROFILE_ERRORS.ABOUT_ME_TOO_LONG : undefined],
    ['interests', interestsError(changes.interests)],
  ];
  return Object.fromEntries(errors.filter((entry): entry is [string, string] => entry[1] !== undefined));
};
