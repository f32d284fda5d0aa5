import { CITIES, LOCATION_COUNTRIES, type City } from './cities.data.js';

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
 * Location privacy: a shown distance is rounded UP to whole steps and never less than one step,
 * so no choice of the viewer's own position can pin a member down closer than the step.
 */
export const roundDistanceKm = (km: number, step = DISTANCE_STEP_KM): number => Math.max(step, Math.ceil(km / step) * step);

const isLatitude = (value: number) => Number.isFinite(value) && Math.abs(value) <= 90;
const isLongitude = (value: number) => Number.isFinite(value) && Math.abs(value) <= 180;

/** The dataset city nearest to a position, or undefined when the position is invalid or none is within `maxKm`. */
export const nearestCity = (lat: number, lon: number, maxKm = NEAREST_CITY_MAX_KM): City | undefined => {
  if (!isLatitude(lat) || !isLongitude(lon)) return undefined;
  let best: { city: City; km: number } | undefined;
  for (const city of CITIES) {
    const km = distanceKm({ lat, lon }, city);
    if (km <= maxKm && (!best || km < best.km)) best = { city, km };
  }
  return best?.city;
};

const sameName = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;

/** The dataset entry of a place (names compared ignoring case), or undefined when the dataset has no such city in that region. */
export const findCity = (place: { readonly country: string; readonly region: string; readonly city: string }): City | undefined =>
  CITIES.find((entry) => entry.country === place.country.toUpperCase() && sameName(entry.region, place.region) && sameName(entry.city, place.city));

/** Country → region → city names, in dataset order: what the location pickers offer. */
export const regionsByCountry = (): Record<string, Record<string, string[]>> => {
  const result: Record<string, Record<string, string[]>> = Object.fromEntries(LOCATION_COUNTRIES.map((country) => [country, {}]));
  for (const { country, region, city } of CITIES) (result[country]![region] ??= []).push(city);
  return result;
};

/** City names of one region (empty for an unknown country or region). */
export const citiesOf = (country: string, region: string): string[] =>
  CITIES.filter((entry) => entry.country === country && entry.region === region).map((entry) => entry.city);
