import { ageOn, defaultSearchFor, SEARCH_COUNT_LIMIT, type Gender, type Sexuality } from '@dating/domain';
import { paths } from '../../../config/paths.js';
import type { SearchFilters } from '../../../types/profiles.js';
import type { SignupDraft } from './signup-steps.js';

/**
 * The "find matches" step counts the very search the member then opens on (the domain's default
 * search: the gender they look for, their country, their age give or take five years), so the number
 * promised here is the number the search page shows.
 */
export const matchSearchFilters = (draft: Pick<SignupDraft, 'gender' | 'sexuality' | 'location' | 'date_of_birth'>, today: string): SearchFilters =>
  defaultSearchFor({
    gender: (draft.gender || null) as Gender | null,
    sexuality: (draft.sexuality || null) as Sexuality | null,
    age: (draft.date_of_birth ? ageOn(draft.date_of_birth, today) : undefined) ?? null,
    country: draft.location.country || null,
  });

/** Search counts up to SEARCH_COUNT_LIMIT: a count at the limit means "at least that many". */
export const isCountAtLimit = (count: number): boolean => count >= SEARCH_COUNT_LIMIT;

/** The members search showing the matches that were counted (the search keeps its filters in the address). */
export const matchesPath = (filters: SearchFilters): string => {
  const query = new URLSearchParams(Object.entries(filters).map(([name, value]) => [name, String(value)])).toString();
  return `${paths.members}?${query || 'page=1'}`;
};
