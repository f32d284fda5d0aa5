import type { CompanyInfo } from '@dating/domain';
import type { SiteSettings } from './site-settings.js';

/** The one operator of the embedded sites. */
const EMBEDDED_COMPANY: CompanyInfo = {
  name: 'Amora Media B.V.',
  address: 'Keizersgracht 100',
  kvk: '81234567',
  city: 'Amsterdam',
  country: 'NL',
  tradenames: ['Amora', 'Amora Nederland'],
  vat_numbers: ['NL862345678B01'],
  support_phone: '+31 20-123 45 67',
  delete_discount: 50,
  added: '2024-01-15',
};

export const EMBEDDED_COMPANIES: Readonly<Record<number, CompanyInfo>> = { 1: EMBEDDED_COMPANY };

/** The operator of a site; an unconfigured id falls back to the embedded operator. */
export const companyOfSite = (site: Pick<SiteSettings, 'company_id'>): CompanyInfo => EMBEDDED_COMPANIES[site.company_id] ?? EMBEDDED_COMPANY;
