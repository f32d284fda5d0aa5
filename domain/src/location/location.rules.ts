/** The countries members may live in: the location pickers offer these, and a place elsewhere is refused. */
export const LOCATION_COUNTRIES = ['GB', 'IE', 'NL', 'BE', 'DE', 'AT', 'CH', 'DK', 'FI', 'FR', 'IT', 'ES', 'NO', 'PL', 'SE'] as const;
export type LocationCountry = (typeof LOCATION_COUNTRIES)[number];

export const isLocationCountry = (country: string): country is LocationCountry => (LOCATION_COUNTRIES as readonly string[]).includes(country);

export interface Coordinates {
  readonly lat: number;
  readonly lon: number;
}

const EARTH_RADIUS_KM = 6371;
/** Distances shown to members are rounded up to whole steps of this many kilometres. */
export const DISTANCE_STEP_KM = 5;
/** Reverse geocoding snaps to a dataset city only this close; farther away is "not found". */
export const NEAREST_CITY_MAX_KM = 50;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance (haversine) in kilometres. */
export const distanceKm = (a: Coordinates, b: Coordinates): number => {
  const dLat = radians(b.lat - a.lat);
  const dLon = radians(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
};

/**
 * A place as a point in space, in kilometres from the earth's centre. The straight line between two such points is
 * shorter than the great circle but grows with it, so a spatial index of these points orders by distance exactly.
 */
export const earthPoint = ({ lat, lon }: Coordinates): [x: number, y: number, z: number] => [
  EARTH_RADIUS_KM * Math.cos(radians(lat)) * Math.cos(radians(lon)),
  EARTH_RADIUS_KM * Math.cos(radians(lat)) * Math.sin(radians(lon)),
  EARTH_RADIUS_KM * Math.sin(radians(lat)),
];

/** The straight-line distance between two `earthPoint`s that lie `km` apart along the great circle. */
export const chordKm = (km: number): number => 2 * EARTH_RADIUS_KM * Math.sin(Math.min(km / (2 * EARTH_RADIUS_KM), Math.PI / 2));

/**
 * Location privacy: a shown distance is rounded UP to whole steps and never less than one step,
 * so no choice of the viewer's own position can pin a member down closer than the step.
 */
export const roundDistanceKm = (km: number, step = DISTANCE_STEP_KM): number => Math.max(step, Math.ceil(km / step) * step);

export const isLatitude = (value: number) => Number.isFinite(value) && Math.abs(value) <= 90;
export const isLongitude = (value: number) => Number.isFinite(value) && Math.abs(value) <= 180;

/**
 * A place name as lists compare it: blank space around and letter case do not matter, letters and accents do
 * ('Köln' = 'köln', not 'Koln'). The API's gazetteer and the browser's town check both use it, so a town the form
 * accepts is one the API knows.
 */
export const placeNameKey = (name: string): string => name.trim().toLocaleLowerCase('und');

/** Whether `typed` names one of `towns` (the region's list; none loaded yet counts as unknown). */
export const isListedTown = (typed: string, towns: readonly string[] | undefined): boolean =>
  Boolean(towns?.some((town) => placeNameKey(town) === placeNameKey(typed)));

/** A place as members name it: a town of a first-level region (province, state, county, voivodeship) of a country. */
export interface Place {
  readonly country: string;
  readonly region: string;
  readonly city: string;
}

/** A place of the gazetteer with the centre of the town: distances are measured between such centres only. */
export interface City extends Place, Coordinates {
  readonly country: LocationCountry;
}

/**
 * The offline list of the world's towns the site knows (port; the platform loads the data set).
 * Names are the data set's own spelling; lookups ignore case.
 */
export interface Gazetteer {
  /** The gazetteer's entry of a place, or undefined when no such town is in that region. */
  find(place: Place): City | undefined;
  /** The town nearest to a position, or undefined when the position is invalid or none is within `maxKm`. */
  nearest(position: Coordinates, maxKm?: number): City | undefined;
  /** Region names of a country, sorted (empty for an unknown country). */
  regionsOf(country: string): readonly string[];
  /** Town names of a region, sorted (empty for an unknown country or region). */
  citiesOf(country: string, region: string): readonly string[];
}
