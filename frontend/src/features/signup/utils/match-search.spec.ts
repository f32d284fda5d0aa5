import { SEARCH_COUNT_LIMIT } from '@dating/domain';
import { isCountAtLimit, matchesPath, matchSearchFilters } from './match-search.js';

const amsterdam = { country: 'NL', region: 'North Holland', city: 'Amsterdam' };
const today = '2026-11-24';
const thirtyYearsOld = { location: amsterdam, date_of_birth: '1996-05-01' };

describe(matchSearchFilters.name, () => {
  it('looks for women in the country of a straight man, five years either side of his age', () =>
    expect(matchSearchFilters({ gender: 'male', sexuality: 'hetero', ...thirtyYearsOld }, today)).toEqual({
      gender: 'female',
      country: 'NL',
      min_age: 25,
      max_age: 35,
    }));
  it('looks for men for a gay man', () =>
    expect(matchSearchFilters({ gender: 'male', sexuality: 'gay', ...thirtyYearsOld }, today)).toMatchObject({ gender: 'male', country: 'NL' }));
  it('looks for women for a lesbian woman', () =>
    expect(matchSearchFilters({ gender: 'female', sexuality: 'lesbian', ...thirtyYearsOld }, today)).toMatchObject({
      gender: 'female',
      country: 'NL',
    }));
  it('leaves the gender open for a bisexual member', () =>
    expect(matchSearchFilters({ gender: 'female', sexuality: 'bi', ...thirtyYearsOld }, today)).toEqual({ country: 'NL', min_age: 25, max_age: 35 }));
});

describe(isCountAtLimit.name, () => {
  it('marks a count at the search limit as "at least"', () => expect(isCountAtLimit(SEARCH_COUNT_LIMIT)).toBe(true));
  it('takes a smaller count as exact', () => expect(isCountAtLimit(SEARCH_COUNT_LIMIT - 1)).toBe(false));
});

describe(matchesPath.name, () => {
  it('opens the members search with the filters of the count', () =>
    expect(matchesPath({ gender: 'female', country: 'NL' })).toBe('/members?gender=female&country=NL'));
  it('opens the members search for everyone without filters (not the member default search)', () => expect(matchesPath({})).toBe('/members?page=1'));
});
