import { compatibleProfiles, SEARCH_COUNT_LIMIT } from '@dating/domain';
import { paths } from '../../../config/paths.js';
import type { SearchFilters } from '../../../types/profiles.js';
import type { SignupDraft } from './signup-steps.js';

/**
 * The "find matches" step: members in the new member's country of the gender they are looking for
 * (any gender when the sexuality allows both, as search filters on one gender at most).
 */
export const matchSearchFilters = (draft: Pick<SignupDraft, 'gender' | 'sexuality' | 'location'>): SearchFilters => {
  const genders = new Set(compatibleProfiles(draft.gender || null, draft.sexuality || null).map(({ gender }) => gender));
  const [onlyGender] = genders.size === 1 ? [...genders] : [];
  return {
    ...(onlyGender ? { gender: onlyGender } : {}),
    ...(draft.location.country ? { country: draft.location.country } : {}),
  };
};

/** Search counts up to SEARCH_COUNT_LIMIT: a count at the limit means "at least that many". */
export const isCountAtLimit = (count: number): boolean => count >= SEARCH_COUNT_LIMIT;

/** The members search showing the matches that were counted (the search keeps its filters in the address). */
export const matchesPath = (filters: SearchFilters): string => {
  const query = new URLSearchParams(Object.entries(filters).map(([name, value]) => [name, String(value)])).toString();
  return query ? `${paths.members}?${query}` : paths.members;
};
