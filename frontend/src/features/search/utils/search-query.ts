import { MAXIMUM_SEARCH_AGE, MINIMUM_AGE, SEARCH_RADII_KM } from '@dating/domain';
import type { SearchFilters } from '../../../types/profiles.js';

export type SearchQuery = { filters: SearchFilters; page: number };

const TEXT_FILTERS = ['gender', 'country', 'countryregion'] as const;
const AGE_FILTERS = ['min_age', 'max_age'] as const;
/** The parameters that make a search: an address without any of them asks for the member's default search. */
const SEARCH_PARAMETERS = [...TEXT_FILTERS, ...AGE_FILTERS, 'radius', 'order', 'fictional', 'page'];

const ageOf = (value: string | null): number | undefined => {
  const age = Number(value);
  return value && Number.isInteger(age) && age >= MINIMUM_AGE && age <= MAXIMUM_SEARCH_AGE ? age : undefined;
};

const radiusOf = (value: string | null): number | undefined => {
  const km = Number(value);
  return value && (SEARCH_RADII_KM as readonly number[]).includes(km) ? km : undefined;
};

/** The search lives in the address (filters and page), so a result page can be shared, reloaded and gone back to. */
export const parseSearchQuery = (params: URLSearchParams): SearchQuery => {
  const filters: SearchFilters = {};
  for (const name of TEXT_FILTERS) {
    const value = params.get(name);
    if (value) filters[name] = value;
  }
  for (const name of AGE_FILTERS) {
    const age = ageOf(params.get(name));
    if (age !== undefined) filters[name] = age;
  }
  // A region only narrows a country; an upside-down range is no range.
  if (!filters.country) delete filters.countryregion;
  if (filters.min_age !== undefined && filters.max_age !== undefined && filters.min_age > filters.max_age) delete filters.max_age;
  const radius = radiusOf(params.get('radius'));
  if (radius !== undefined) filters.radius = radius;
  if (params.get('order') === 'newest') filters.order = 'newest';
  if (params.get('fictional') === 'hide') filters.fictional = 'hide';
  const page = Number(params.get('page'));
  return { filters, page: Number.isInteger(page) && page > 1 ? page : 1 };
};

/** Whether the address names a search at all (else the member's remembered or default search applies). */
export const namesASearch = (params: URLSearchParams): boolean => SEARCH_PARAMETERS.some((name) => params.has(name));

export const searchQueryString = ({ filters, page }: SearchQuery): string => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  if (page > 1) params.set('page', String(page));
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
  const next: SearchFilters = { ...filters };
  if (name === 'min_age' || name === 'max_age') next[name] = ageOf(value);
  else if (name === 'radius') next.radius = radiusOf(value);
  else if (name === 'order') next.order = value === 'newest' ? 'newest' : undefined;
  else if (name === 'fictional') next.fictional = value === 'hide' ? 'hide' : undefined;
  else next[name] = value || undefined;
  if (name === 'country') delete next.countryregion;
  const { min_age: min, max_age: max } = next;
  if (min !== undefined && max !== undefined && min > max) {
    if (name === 'min_age') next.max_age = min;
    else next.min_age = max;
  }
  return next;
};

export const pageCountOf = (numResults: number, pageSize: number): number => Math.max(1, Math.ceil(numResults / pageSize));
