import { pageCountOf, parseSearchQuery, searchQueryString, withFilter } from './search-query.js';

describe(parseSearchQuery.name, () => {
  it('reads every filter and the page', () =>
    expect(
      parseSearchQuery(new URLSearchParams('gender=female&country=NL&countryregion=Utrecht&min_age=25&max_age=40&page=3')),
    ).toEqual({
      filters: { gender: 'female', country: 'NL', countryregion: 'Utrecht', min_age: 25, max_age: 40 },
      page: 3,
    }));
  it('starts on page one without filters', () =>
    expect(parseSearchQuery(new URLSearchParams())).toEqual({ filters: {}, page: 1 }));
  it('ignores ages outside the adult range and pages that do not exist', () =>
    expect(parseSearchQuery(new URLSearchParams('min_age=12&max_age=abc&page=-2'))).toEqual({ filters: {}, page: 1 }));
  it('ignores a region without a country', () =>
    expect(parseSearchQuery(new URLSearchParams('countryregion=Utrecht')).filters).toEqual({}));
});

describe(searchQueryString.name, () => {
  it('writes what parseSearchQuery reads', () => {
    const query = { filters: { gender: 'male', country: 'DE', min_age: 30 }, page: 2 };
    expect(parseSearchQuery(new URLSearchParams(searchQueryString(query)))).toEqual(query);
  });
  it('leaves the first page and empty filters out of the address', () =>
    expect(searchQueryString({ filters: { gender: undefined }, page: 1 })).toBe(''));
});

describe(withFilter.name, () => {
  it('forgets the region when the country changes', () =>
    expect(withFilter({ country: 'NL', countryregion: 'Utrecht' }, 'country', 'BE')).toEqual({ country: 'BE' }));
  it('clears a filter set to "any"', () =>
    expect(withFilter({ gender: 'female' }, 'gender', '')).toEqual({ gender: undefined }));
  it('reads ages as numbers', () => expect(withFilter({}, 'max_age', '45')).toEqual({ max_age: 45 }));
});

describe(pageCountOf.name, () => {
  it('rounds up to whole pages', () => expect(pageCountOf(49, 24)).toBe(3));
  it('has one page when nothing is found', () => expect(pageCountOf(0, 24)).toBe(1));
});
