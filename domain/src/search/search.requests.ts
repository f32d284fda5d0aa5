import { z } from 'zod';
import { requestText } from '../kernel/request-text.rules.js';
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
/** The distance radii (km) a member may search within, measured between town centres. */
export const SEARCH_RADII_KM = [10, 25, 50, 100, 250] as const;
export type SearchRadius = (typeof SEARCH_RADII_KM)[number];
/** nearest: by distance from the member's town (newest first among equals, and for visitors); newest: by signup. */
export const SEARCH_ORDERS = ['nearest', 'newest'] as const;
export type SearchOrder = (typeof SEARCH_ORDERS)[number];

// Query strings arrive as text; an empty value means "any", as the search form sends it.
const blankAsAny = (value: unknown) => (value === '' ? undefined : value);
const age = z.preprocess(blankAsAny, z.coerce.number().int().min(MINIMUM_AGE).max(MAXIMUM_SEARCH_AGE).optional());

/** GET /api/search.php query: the spec's search state (gender, country, countryregion, min/max age, page), a radius and an order. */
export const searchRequestSchema = z
  .object({
    gender: z.preprocess(blankAsAny, z.enum(GENDERS).optional()),
    country: z.preprocess(blankAsAny, requestText(2).regex(/^[A-Z]{2}$/).optional()),
    countryregion: z.preprocess(blankAsAny, requestText(100).trim().min(1).optional()),
    min_age: age,
    max_age: age,
    radius: z.preprocess(
      blankAsAny,
      z.coerce
        .number()
        .refine((km): km is SearchRadius => (SEARCH_RADII_KM as readonly number[]).includes(km))
        .optional(),
    ),
    order: z.preprocess(blankAsAny, z.enum(SEARCH_ORDERS).default('nearest')),
    // Profiles run by the site (marked fictional) are listed unless the member hides them.
    fictional: z.preprocess(blankAsAny, z.enum(['show', 'hide']).default('show')),
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
