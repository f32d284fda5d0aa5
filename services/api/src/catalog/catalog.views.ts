import { LOCATION_COUNTRIES, type CompanyInfo, type Gazetteer, type RegionsView } from '@dating/domain';

/** Spec §3: the support phone as a dialable string, without the dashes and spaces it is written with. */
export const cleanPhoneNumber = (phone: string): string => phone.replace(/[\s-]/g, '');

export const companyInfoView = (company: CompanyInfo): CompanyInfo => ({ ...company, support_phone: cleanPhoneNumber(company.support_phone) });

export const regionsView = (gazetteer: Gazetteer): RegionsView => ({
  regions: Object.fromEntries(LOCATION_COUNTRIES.map((country) => [country, [...gazetteer.regionsOf(country)]])),
});

const coordinate = (value: unknown): number => (typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN);

/**
 * Reverse geocoding to the nearest town of the gazetteer: a city and region, never the position itself.
 * Anything unusable (missing, not a number, far from every city) is `false`, as the spec's clients expect.
 */
export const geocodeView = (gazetteer: Gazetteer, lat: unknown, lon: unknown): { country: string; region: string; city: string } | false => {
  const city = gazetteer.nearest({ lat: coordinate(lat), lon: coordinate(lon) });
  return city ? { country: city.country, region: city.region, city: city.city } : false;
};
