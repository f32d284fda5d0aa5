import { MAXIMUM_SEARCH_AGE, MINIMUM_AGE } from '@dating/domain';
import type { SearchFilters } from '../../../types/profiles.js';

export type SearchQuery = { filters: SearchFilters; page: number };

const TEXT_FILTERS = ['gender', 'country', 'countryregion'] as const;
const AGE_FILTERS = ['min_age', 'max_age'] as const;

const ageOf = (value: string | null): number | undefined => {
  const age = Number(value);
  return value && Number.isInteger(age) && age >= MINIMUM_AGE && age <= MAXIMUM_SEARCH_AGE ? age : undefined;
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
  // A region only narrows a country.
  if (!filters.country) delete filters.countryregion;
  const page = Number(params.get('page'));
  return { filters, page: Number.isInteger(page) && page > 1 ? page : 1 };
};

export const searchQueryString = ({ filters, page }: SearchQuery): string => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
};

/** A changed filter starts at page one again; a new country forgets the region of the old one. */
export const withFilter = (filters: SearchFilters, name: keyof SearchFilters, value: string): SearchFilters => {
  const next: SearchFilters = { ...filters };
  if (name === 'min_age' || name === 'max_age') next[name] = ageOf(value);
  else next[name] = value || undefined;
  if (name === 'country') delete next.countryregion;
  return next;
};

export const pageCountOf = (numResults: number, pageSize: number): number => Math.max(1, Math.ceil(numResults / pageSize));
