/** Country code → its first-level region names, sorted (the towns of one region come from /api/cities.php). */
export type Regions = Record<string, string[]>;

/** GET /api/regions.php */
export interface RegionsView {
  regions: Regions;
}

/** GET /api/cities.php?country=&region= : the towns of one region, sorted. */
export interface CitiesView {
  cities: string[];
}
