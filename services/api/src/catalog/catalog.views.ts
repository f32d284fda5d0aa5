import { nearestCity, regionsByCountry, type CompanyInfo, type RegionsView } from '@dating/domain';

/** Spec §3: the support phone as a dialable string, without the dashes and spaces it is written with. */
export const cleanPhoneNumber = (phone: string): string => phone.replace(/[\s-]/g, '');

export const companyInfoView = (company: CompanyInfo): CompanyInfo => ({ ...company, support_phone: cleanPhoneNumber(company.support_phone) });

// Built once: the dataset is bundled and never changes while the process runs.
const REGIONS = regionsByCountry();
export const regionsView = (): RegionsView => ({ regions: REGIONS });

const coordinate = (value: unknown): number => (typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN);

/**
 * Reverse geocoding to a city of the bundled dataset: a city and region, never the position itself.
 * Anything unusable (missing, not a number, far from every city) is `false`, as the spec's clients expect.
 */
export const geocodeView = (lat: unknown, lon: unknown): { country: string; region: string; city: string } | false => {
  const city = nearestCity(coordinate(lat), coordinate(lon));
  return city ? { country: city.country, region: city.region, city: city.city } : false;
};
