import { z } from 'zod';
import { MINIMUM_AGE } from '../member/signup.rules.js';
import { GENDERS } from '../profile/profile-fields.js';

export const SEARCH_PAGE_SIZE = 24;
/**
 * numResults counts at most this many (the browser shows "1000+"): an exact count of a broad search
 * would read most of the member table on every page view, and nobody pages past it.
 */
export const SEARCH_COUNT_LIMIT = 1_000;
export const SEARCH_MAX_PAGE = Math.ceil(SEARCH_COUNT_LIMIT / SEARCH_PAGE_SIZE);
/** The highest age a search filter may name; the browser offers its age choices up to here too. */
export const MAXIMUM_SEARCH_AGE = 99;

// Query strings arrive as text; an empty value means "any", as the search form sends it.
const blankAsAny = (value: unknown) => (value === '' ? undefined : value);
const age = z.preprocess(blankAsAny, z.coerce.number().int().min(MINIMUM_AGE).max(MAXIMUM_SEARCH_AGE).optional());

/** GET /api/search.php query: the spec's search state (gender, country, countryregion, min/max age, page). */
export const searchRequestSchema = z
  .object({
    gender: z.preprocess(blankAsAny, z.enum(GENDERS).optional()),
    country: z.preprocess(blankAsAny, z.string().regex(/^[A-Z]{2}$/).optional()),
    countryregion: z.preprocess(blankAsAny, z.string().trim().min(1).max(100).optional()),
    min_age: age,
    max_age: age,
    page: z.preprocess(blankAsAny, z.coerce.number().int().min(1).max(SEARCH_MAX_PAGE).default(1)),
  })
  .refine((filter) => filter.min_age === undefined || filter.max_age === undefined || filter.min_age <= filter.max_age, {
    path: ['max_age'],
  })
  .refine((filter) => filter.countryregion === undefined || filter.country !== undefined, { path: ['countryregion'] });
export type SearchRequest = z.infer<typeof searchRequestSchema>;

/** GET /api/similar.php?id= */
export const similarRequestSchema = z.object({ id: z.uuid() });
export type SimilarRequest = z.infer<typeof similarRequestSchema>;
