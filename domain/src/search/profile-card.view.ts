import type { PhotoUrls } from '../photo/photo.view.js';
import type { SearchWidening } from './search.rules.js';

/** How a member appears in lists (search, similar, match finder, blocks): never coordinates or a date of birth. */
export interface ProfileCard {
  id: string;
  name: string;
  age: number | null;
  country: string | null;
  region: string | null;
  city: string | null;
  main_image: PhotoUrls | null;
  fictional: boolean;
  /** Rounded up on the server to whole steps; only when the viewer has a location. */
  distance_km?: number;
}

/**
 * GET /api/search.php: one page, and the total up to SEARCH_COUNT_LIMIT; `widened` names what the search changed of
 * the member's filters when so few matched that it widened itself.
 */
export interface SearchResults {
  results: ProfileCard[];
  numResults: number;
  page: number;
  page_size: number;
  /** The page cursor of the page after this one (its `after`); absent on the last page. */
  next?: string;
  widened?: SearchWidening;
}

/** GET /api/similar.php */
export interface SimilarResults {
  results: ProfileCard[];
  count: number;
}
