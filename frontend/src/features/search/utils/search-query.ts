import { SEARCH_FILTER_NAMES, searchCursorOf, searchFilterOf, type SearchFilters } from '@dating/domain';

/** `after`: the page cursor a page after the first was reached with (the last member of the page before). */
export type SearchQuery = { filters: SearchFilters; page: number; after?: string };

/** The parameters that make a search: an address without any of them asks for the member's default search. */
const SEARCH_PARAMETERS = [...SEARCH_FILTER_NAMES, 'page'];

/** The search lives in the address (filters, page and its cursor), so a result page can be shared, reloaded and gone back to. */
export const parseSearchQuery = (params: URLSearchParams): SearchQuery => {
  // Each filter as the API would read it: a value it refuses, "any" or its default is left out of the search.
  const filters = Object.fromEntries(
    SEARCH_FILTER_NAMES.flatMap((name) => {
      const value = searchFilterOf(name, params.get(name));
      return value === undefined ? [] : [[name, value]];
    }),
  ) as SearchFilters;
  // A region only narrows a country; an upside-down range is no range.
  if (!filters.country) delete filters.countryregion;
  if (filters.min_age !== undefined && filters.max_age !== undefined && filters.min_age > filters.max_age) delete filters.max_age;
  const asked = Number(params.get('page'));
  const page = Number.isInteger(asked) && asked > 1 ? asked : 1;
  const after = page > 1 ? searchCursorOf(params.get('after')) : undefined;
  return { filters, page, ...(after ? { after } : {}) };
};

/** Whether the address names a search at all (else the member's remembered or default search applies). */
export const namesASearch = (params: URLSearchParams): boolean => SEARCH_PARAMETERS.some((name) => params.has(name));

export const searchQueryString = ({ filters, page, after }: SearchQuery): string => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  if (page > 1) params.set('page', String(page));
  if (page > 1 && after) params.set('after', after);
  const query = params.toString();
  return query ? `?${query}` : '';
};

/** The search a member opens on, as an address: their default filters, or "any" spelled out when there are none. */
export const defaultSearchQueryString = (defaults: SearchFilters): string =>
  searchQueryString({ filters: defaults, page: 1 }) || '?page=1';

/**
 * A changed filter starts at page one again; a new country forgets the region of the old one; an age
 * bound moved past the other one takes the other one along, so the range can never turn upside down.
 */
export const withFilter = (filters: SearchFilters, name: keyof SearchFilters, value: string): SearchFilters => {
  const next: SearchFilters = { ...filters, [name]: searchFilterOf(name, value) };
  if (name === 'country') delete next.countryregion;
  const { min_age: min, max_age: max } = next;
  if (min !== undefined && max !== undefined && min > max) {
    if (name === 'min_age') next.max_age = min;
    else next.min_age = max;
  }
  return next;
};

export const pageCountOf = (numResults: number, pageSize: number): number => Math.max(1, Math.ceil(numResults / pageSize));
