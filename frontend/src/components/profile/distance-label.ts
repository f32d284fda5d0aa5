import { useTranslation } from 'react-i18next';
import { useCountryName } from '../../i18n/use-country-name.js';
import { useRegionName } from '../../i18n/use-region-name.js';

/** The server's rounding step (issue 4: distances are rounded up to whole 5 km steps). */
export const DISTANCE_STEP_KM = 5;

export type DistanceLabel = { key: 'near' | 'about'; km: number };

/** One step or less reads "< 5 km"; anything further "about N km" (N is already rounded by the server). */
export const distanceLabel = (km: number): DistanceLabel =>
  km <= DISTANCE_STEP_KM ? { key: 'near', km: DISTANCE_STEP_KM } : { key: 'about', km };

/** The distance as the member's language writes it ("about 1,250 km", "ca. 1.250 km", "ok. 1 250 km"). */
export const useDistanceText = (): ((km: number) => string) => {
  const { t, i18n } = useTranslation('fields');
  const numbers = new Intl.NumberFormat(i18n.language);
  return (km) => {
    const label = distanceLabel(km);
    return t(`distance.${label.key}`, { km: numbers.format(label.km) });
  };
};

const samePlaceName = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' }) === 0;

/** "Town, Region[, Country]" with each name once: London in London reads "London", not "London, London". */
export const placeText = (...parts: (string | null | undefined)[]): string =>
  parts
    .filter((part): part is string => Boolean(part))
    .filter((part, index, all) => all.findIndex((other) => samePlaceName(other, part)) === index)
    .join(', ');

type Place = { city?: string | null; region?: string | null; country?: string | null };

/** Where a member lives, the region (and country) named in the interface language: "Łódź, województwo łódzkie". */
export const usePlaceText = () => {
  const regionName = useRegionName();
  const countryName = useCountryName();
  return ({ city, region, country }: Place, { withCountry = false } = {}): string =>
    placeText(city, regionName(country, region), withCountry && country ? countryName(country) : undefined);
};
