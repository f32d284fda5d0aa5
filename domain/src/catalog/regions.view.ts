/** Country code → region → its cities, from the bundled dataset. */
export type Regions = Record<string, Record<string, string[]>>;

/** GET /api/regions.php */
export interface RegionsView {
  regions: Regions;
}
