import { MINIMUM_AGE } from '../member/signup.rules.js';
import { GENDERS, SEXUALITIES, type Gender, type Sexuality } from '../profile/profile-fields.js';
import { MAXIMUM_SEARCH_AGE } from './search.requests.js';

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
    ...(age === null
      ? {}
      : { min_age: Math.max(MINIMUM_AGE, age - DEFAULT_AGE_SPAN_YEARS), max_age: Math.min(MAXIMUM_SEARCH_AGE, age + DEFAULT_AGE_SPAN_YEARS) }),
  };
};

/** The filters a site may offer in its search form (settings.search_fields); distance, order and hiding fictional profiles are every member's. */
export const SEARCH_FORM_FIELDS = ['gender', 'country', 'countryregion', 'min_age', 'max_age'] as const;
export type SearchFormField = (typeof SEARCH_FORM_FIELDS)[number];

/** Whether the site's search form offers `field`: a filter it does not offer is neither shown nor set for the member. */
export const offersSearchField = (searchFields: readonly string[], field: SearchFormField): boolean => searchFields.includes(field);

/** A default search with only the filters the site's form offers: no filter the member could neither see nor change. */
export const offeredDefaultSearch = (defaults: DefaultSearch, searchFields: readonly string[]): DefaultSearch =>
  Object.fromEntries(Object.entries(defaults).filter(([field]) => offersSearchField(searchFields, field as SearchFormField))) as DefaultSearch;
