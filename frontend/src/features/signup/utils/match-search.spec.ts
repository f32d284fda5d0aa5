import { SEARCH_COUNT_LIMIT } from '@dating/domain';
import { isCountAtLimit, matchesPath, matchSearchFilters } from './match-search.js';

const amsterdam = { country: 'NL', region: 'Noord-Holland', city: 'Amsterdam' };

describe(matchSearchFilters.name, () => {
  it('looks for women in the country of a straight man', () =>
    expect(matchSearchFilters({ gender: 'male', sexuality: 'hetero', location: amsterdam })).toEqual({
      gender: 'female',
      country: 'NL',
    }));
  it('looks for men for a gay man', () =>
    expect(matchSearchFilters({ gender: 'male', sexuality: 'gay', location: amsterdam })).toEqual({ gender: 'male', country: 'NL' }));
  it('looks for women for a lesbian woman', () =>
    expect(matchSearchFilters({ gender: 'female', sexuality: 'lesbian', location: amsterdam })).toEqual({
      gender: 'female',
      country: 'NL',
    }));
  it('leaves the gender open for a bisexual member', () =>
    expect(matchSearchFilters({ gender: 'female', sexuality: 'bi', location: amsterdam })).toEqual({ country: 'NL' }));
});

describe(isCountAtLimit.name, () => {
  it('marks a count at the search limit as "at least"', () => expect(isCountAtLimit(SEARCH_COUNT_LIMIT)).toBe(true));
  it('takes a smaller count as exact', () => expect(isCountAtLimit(SEARCH_COUNT_LIMIT - 1)).toBe(false));
});

describe(matchesPath.name, () => {
  it('opens the members search with the filters of the count', () =>
    expect(matchesPath({ gender: 'female', country: 'NL' })).toBe('/members?gender=female&country=NL'));
  it('opens the plain members search without filters', () => expect(matchesPath({})).toBe('/members'));
});
