import { defaultSearchQueryString, namesASearch, pageCountOf, parseSearchQuery, searchQueryString, withFilter, type SearchQuery } from './search-query.js';

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
  it('reads the radius, the order and hiding fictional profiles, ignoring values not offered', () => {
    expect(parseSearchQuery(new URLSearchParams('radius=50&order=newest&fictional=hide')).filters).toEqual({ radius: 50, order: 'newest', fictional: 'hide' });
    expect(parseSearchQuery(new URLSearchParams('radius=7&order=random&fictional=maybe')).filters).toEqual({});
  });
  it('reads the page cursor of a page after the first, and no cursor that is not a member id', () => {
    const after = '7f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b';
    expect(parseSearchQuery(new URLSearchParams(`page=2&after=${after}`))).toEqual({ filters: {}, page: 2, after });
    expect(parseSearchQuery(new URLSearchParams(`after=${after}`))).toEqual({ filters: {}, page: 1 });
    expect(parseSearchQuery(new URLSearchParams('page=2&after=last'))).toEqual({ filters: {}, page: 2 });
  });
  it('drops an upside-down age range from the address (from 60 to 30)', () =>
    expect(parseSearchQuery(new URLSearchParams('min_age=60&max_age=30')).filters).toEqual({ min_age: 60 }));
});

describe(namesASearch.name, () => {
  it('is false for the bare members page and true once any search parameter is there', () => {
    expect(namesASearch(new URLSearchParams())).toBe(false);
    expect(namesASearch(new URLSearchParams('utm_source=mail'))).toBe(false);
    expect(namesASearch(new URLSearchParams('page=1'))).toBe(true);
    expect(namesASearch(new URLSearchParams('radius=25'))).toBe(true);
  });
});

describe(defaultSearchQueryString.name, () => {
  it('spells out the default filters, or "any" as page one, so the address always names a search', () => {
    expect(defaultSearchQueryString({ gender: 'female', country: 'NL', min_age: 35, max_age: 45 })).toBe('?gender=female&country=NL&min_age=35&max_age=45');
    expect(defaultSearchQueryString({})).toBe('?page=1');
  });
});

describe(searchQueryString.name, () => {
  it('writes what parseSearchQuery reads', () => {
    const query: SearchQuery = { filters: { gender: 'male', country: 'DE', min_age: 30 }, page: 2, after: '7f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b' };
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
  it('never lets the age range turn upside down: the other bound follows', () => {
    expect(withFilter({ min_age: 30, max_age: 40 }, 'min_age', '60')).toEqual({ min_age: 60, max_age: 60 });
    expect(withFilter({ min_age: 30, max_age: 40 }, 'max_age', '25')).toEqual({ min_age: 25, max_age: 25 });
  });
  it('keeps only offered radii and orders', () => {
    expect(withFilter({}, 'radius', '100')).toEqual({ radius: 100 });
    expect(withFilter({ radius: 100 }, 'radius', '')).toEqual({ radius: undefined });
    expect(withFilter({}, 'order', 'newest')).toEqual({ order: 'newest' });
    expect(withFilter({ order: 'newest' }, 'order', 'nearest')).toEqual({ order: undefined });
  });
});

describe(pageCountOf.name, () => {
  it('rounds up to whole pages', () => expect(pageCountOf(49, 24)).toBe(3));
  it('has one page when nothing is found', () => expect(pageCountOf(0, 24)).toBe(1));
});
