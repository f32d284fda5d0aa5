import { MINIMUM_AGE } from '../member/signup.rules.js';
import { GENDERS, SEXUALITIES, type Gender, type Sexuality } from '../profile/profile-fields.js';
import { MAXIMUM_SEARCH_AGE, SEARCH_PAGE_SIZE, SEARCH_RADII_KM, type SearchRadius, type SearchRequest } from './search.requests.js';

const lastDayOfMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * The latest date of birth (YYYY-MM-DD) of someone at least `years` old on `today` (YYYY-MM-DD):
 * `birth_date <= bound` is "age >= years", a range an index can serve. Someone born on 29 February
 * turns a year older on 1 March in other years, hence the clamp to the month's last day.
 */
export const latestBirthDateForAge = (today: string, years: number): string => {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const boundYear = year - years;
  const boundDay = Math.min(day, lastDayOfMonth(boundYear, month));
  return `${String(boundYear).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(boundDay).padStart(2, '0')}`;
};

const isInterestedIn = (gender: Gender, sexuality: Sexuality, other: Gender): boolean =>
  sexuality === 'bi' || (sexuality === 'hetero' ? other !== gender : other === gender);

/**
 * Who the match finder suggests: every (gender, sexuality) of a member with mutual interest. A
 * member who has not said their gender or sexuality yet sees everyone whose interest allows it.
 */
export const compatibleProfiles = (gender: Gender | null, sexuality: Sexuality | null): { gender: Gender; sexuality: Sexuality }[] =>
  GENDERS.flatMap((otherGender) =>
    SEXUALITIES.filter((otherSexuality) => {
      const theyLikeMe = gender === null || isInterestedIn(otherGender, otherSexuality, gender);
      const iLikeThem = gender === null || sexuality === null || isInterestedIn(gender, sexuality, otherGender);
      return theyLikeMe && iLikeThem;
    }).map((otherSexuality) => ({ gender: otherGender, sexuality: otherSexuality })),
  );

/** A member's default search spans this many years either side of their own age. */
export const DEFAULT_AGE_SPAN_YEARS = 5;

/** What a member's first search is made of; any part may be unknown yet. */
export interface Seeker {
  readonly gender: Gender | null;
  readonly sexuality: Sexuality | null;
  readonly age: number | null;
  readonly country: string | null;
}

/** The filters of a member's default search (the URL's query parameters). */
export interface DefaultSearch {
  gender?: Gender;
  country?: string;
  min_age?: number;
  max_age?: number;
}

/** An age range clamped to the ages a search may name. */
const ageRange = (from: number, to: number) => ({ min_age: Math.max(MINIMUM_AGE, from), max_age: Math.min(MAXIMUM_SEARCH_AGE, to) });

/**
 * The ages a member of `age` is looking for, as their default search and the swipe game's deck take them: five years
 * either side of their own, within the searchable ages.
 */
export const agePreferenceFor = (age: number): { min_age: number; max_age: number } => ageRange(age - DEFAULT_AGE_SPAN_YEARS, age + DEFAULT_AGE_SPAN_YEARS);

/**
 * What a member is looking for, as search opens on it and as signup counts the matches it promises:
 * the one gender their sexuality implies (none when both), their country and an age range around
 * their own. Nearest first is the search's own default order, so it needs no filter here.
 */
export const defaultSearchFor = ({ gender, sexuality, age, country }: Seeker): DefaultSearch => {
  const genders = new Set(compatibleProfiles(gender, sexuality).map((profile) => profile.gender));
  const [onlyGender] = genders.size === 1 ? [...genders] : [];
  return {
    ...(onlyGender ? { gender: onlyGender } : {}),
    ...(country ? { country } : {}),
    ...(age === null ? {} : agePreferenceFor(age)),
  };
};

/** A search that finds fewer members than this (a page's worth) widens itself, unless the member keeps it exact. */
export const SEARCH_WIDEN_BELOW = SEARCH_PAGE_SIZE;
/** Each step of widening an age range adds this many years at either end, at most this many times. */
export const AGE_WIDENING_STEP_YEARS = 5;
export const AGE_WIDENING_STEPS = 2;

/**
 * What a widened search changed, against the filters the member chose: the distance (null: any distance), the region
 * (null: the whole country) and the age bounds (null: any age at that end). Only what changed is named.
 */
export interface SearchWidening {
  radius?: SearchRadius | null;
  countryregion?: null;
  min_age?: number;
  max_age?: number;
}

type WidenableSearch = Pick<SearchRequest, 'radius' | 'countryregion' | 'min_age' | 'max_age'>;

const withoutUndefined = <Filter extends object>(filter: Filter): Filter =>
  Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined)) as Filter;

/**
 * The ever wider searches a search that found few members tries, in order, each with what it changed: first the
 * distance (each larger radius, then any distance; only when distances can be measured), then the region (the whole
 * country), then the age range (five years more at either end, twice). The gender and the country are the member's
 * own choice and never widened.
 */
export const searchWideningSteps = <Filter extends WidenableSearch>(
  filter: Filter,
  byDistance: boolean,
): { search: Filter; widened: SearchWidening }[] => {
  const steps: { search: Filter; widened: SearchWidening }[] = [];
  let widened: SearchWidening = {};
  const step = (change: SearchWidening) => {
    widened = { ...widened, ...change };
    const search = withoutUndefined({
      ...filter,
      ...widened,
      radius: widened.radius === null ? undefined : (widened.radius ?? filter.radius),
      countryregion: widened.countryregion === null ? undefined : filter.countryregion,
    });
    steps.push({ search, widened });
  };
  const { radius, countryregion, min_age: minAge, max_age: maxAge } = filter;
  if (byDistance && radius !== undefined) {
    for (const wider of SEARCH_RADII_KM.filter((km) => km > radius)) step({ radius: wider });
    step({ radius: null });
  }
  if (countryregion !== undefined) step({ countryregion: null });
  if (minAge !== undefined || maxAge !== undefined) {
    for (let times = 1; times <= AGE_WIDENING_STEPS; times++) {
      const years = times * AGE_WIDENING_STEP_YEARS;
      const range = ageRange((minAge ?? MINIMUM_AGE) - years, (maxAge ?? MAXIMUM_SEARCH_AGE) + years);
      step({ ...(minAge !== undefined && range.min_age < minAge ? { min_age: range.min_age } : {}), ...(maxAge !== undefined && range.max_age > maxAge ? { max_age: range.max_age } : {}) });
    }
  }
  // An age range already at the searchable ages' ends widens no further: no step that changes nothing.
  const searches = [withoutUndefined(filter), ...steps.map((candidate) => candidate.search)].map((search) => JSON.stringify(search));
  return steps.filter((_, index) => searches[index + 1] !== searches[index]);
};

/** The filters a site may offer in its search form (settings.search_fields); distance, order and hiding fictional profiles are every member's. */
export const SEARCH_FORM_FIELDS = ['gender', 'country', 'countryregion', 'min_age', 'max_age'] as const;
export type SearchFormField = (typeof SEARCH_FORM_FIELDS)[number];

/** Whether the site's search form offers `field`: a filter it does not offer is neither shown nor set for the member. */
export const offersSearchField = (searchFields: readonly string[], field: SearchFormField): boolean => searchFields.includes(field);

/** A default search with only the filters the site's form offers: no filter the member could neither see nor change. */
export const offeredDefaultSearch = (defaults: DefaultSearch, searchFields: readonly string[]): DefaultSearch =>
  Object.fromEntries(Object.entries(defaults).filter(([field]) => offersSearchField(searchFields, field as SearchFormField))) as DefaultSearch;
