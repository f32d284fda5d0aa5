/** Links to one photo in its two sizes; every request for them is access-checked. */
export interface PhotoUrls {
  url: string;
  thumb_url: string;
}

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
