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

/** Whether the profiles the site runs (marked fictional) are listed; a member may hide them. */
export const SEARCH_FICTIONAL = ['show', 'hide'] as const;
/** `with`: only members with an approved photo (a lander's faces); left out, members with or without one. */
export const SEARCH_PHOTO = ['with'] as const;

/** Whether a search that finds few members may widen itself (auto, the default) or keeps to its filters (off). */
export const SEARCH_WIDEN = ['auto', 'off'] as const;

// Query strings arrive as text; an empty value means "any", as the search form sends it.
const blankAsAny = (value: unknown) => (value === '' ? undefined : value);
const optional = <Schema extends z.ZodType>(schema: Schema) => z.preprocess(blankAsAny, schema.optional());
const age = optional(z.coerce.number().int().min(MINIMUM_AGE).max(MAXIMUM_SEARCH_AGE));
const order = z.enum(SEARCH_ORDERS);
const fictional = z.enum(SEARCH_FICTIONAL);
const widen = z.enum(SEARCH_WIDEN);

/**
 * Each filter of a search as the API reads it from the query string, and as the browser reads it from its address:
 * the spec's search state (gender, country, countryregion, min/max age), a radius, an order, hiding fictional profiles,
 * only members with a photo.
 */
export const searchFilterSchemas = {
  gender: optional(z.enum(GENDERS)),
  country: optional(requestText(2).regex(/^[A-Z]{2}$/)),
  countryregion: optional(requestText(100).trim().min(1)),
  min_age: age,
  max_age: age,
  radius: optional(z.coerce.number().refine((km): km is SearchRadius => (SEARCH_RADII_KM as readonly number[]).includes(km))),
  order: optional(order),
  fictional: optional(fictional),
  photo: optional(z.enum(SEARCH_PHOTO)),
  widen: optional(widen),
};
export type SearchFilterName = keyof typeof searchFilterSchemas;
export const SEARCH_FILTER_NAMES = Object.keys(searchFilterSchemas) as SearchFilterName[];
/** What the API assumes for a filter left out: nearest first, fictional profiles listed, widened when few match. */
export const SEARCH_FILTER_DEFAULTS = { order: 'nearest', fictional: 'show', widen: 'auto' } as const satisfies Partial<Record<SearchFilterName, string>>;

/** A search's filters as an address holds them: only those set to something other than "any" or the default. */
export type SearchFilters = { [Name in SearchFilterName]?: Exclude<z.output<(typeof searchFilterSchemas)[Name]>, undefined> };

/** One filter of an address as the API would read it; undefined when absent, blank, refused or the default anyway. */
export const searchFilterOf = <Name extends SearchFilterName>(name: Name, value: string | null | undefined): SearchFilters[Name] => {
  const parsed = searchFilterSchemas[name].safeParse(value ?? undefined);
  const byDefault = (SEARCH_FILTER_DEFAULTS as Partial<Record<SearchFilterName, unknown>>)[name];
  return parsed.success && parsed.data !== byDefault ? (parsed.data as SearchFilters[Name]) : undefined;
};

/** A page cursor: the id of the last member of the page before (see searchRequestSchema). */
const pageCursor = optional(z.uuid());

/** A page cursor of an address as the API would read it; undefined when absent or not one. */
export const searchCursorOf = (value: string | null | undefined): string | undefined => {
  const parsed = pageCursor.safeParse(value ?? undefined);
  return parsed.success ? parsed.data : undefined;
};

/**
 * GET /api/search.php query: the filters, each page of the results, and the defaults made explicit. `after`, the page
 * cursor, is the last member of the page before (as the results' `next` names them): the page then starts right after
 * them in the list, instead of after counting its way past every member of the pages before.
 */
export const searchRequestSchema = z
  .object({
    ...searchFilterSchemas,
    order: z.preprocess(blankAsAny, order.default(SEARCH_FILTER_DEFAULTS.order)),
    fictional: z.preprocess(blankAsAny, fictional.default(SEARCH_FILTER_DEFAULTS.fictional)),
    widen: z.preprocess(blankAsAny, widen.default(SEARCH_FILTER_DEFAULTS.widen)),
    page: z.preprocess(blankAsAny, z.coerce.number().int().min(1).max(SEARCH_MAX_PAGE).default(1)),
    after: pageCursor,
  })
  .refine((filter) => filter.min_age === undefined || filter.max_age === undefined || filter.min_age <= filter.max_age, {
    path: ['max_age'],
  })
  .refine((filter) => filter.countryregion === undefined || filter.country !== undefined, { path: ['countryregion'] })
  .refine((filter) => filter.after === undefined || filter.page > 1, { path: ['after'] });
export type SearchRequest = z.infer<typeof searchRequestSchema>;

/** GET /api/similar.php?id= */
export const similarRequestSchema = z.object({ id: z.uuid() });
export type SimilarRequest = z.infer<typeof similarRequestSchema>;
