import { FREE_CHATS_DEFAULT, INTERESTS } from '@dating/domain';
import { creditPricesFor, type CountryCreditPrices } from './credit-prices.js';

/** Spec §3 site-wide settings, delivered per domain by GET /api/settings.php. */
export interface SiteSettings {
  name: string;
  domain: string;
  domain_language: string;
  cdn_prefix: string;
  niche: 1 | 2 | 3 | 4 | 5 | 6 | 7;
  signups: 'all' | 'with_trafficsource';
  logged_out_search: boolean;
  logged_out_search_trafficsource: boolean;
  geoip_country: string;
  geoip_selected_country: string;
  enable_site_entry_popup: string;
  minimum_message_costs: Record<string, { costs: number; currency: string }>;
  support_phone: string;
  support_email: string;
  push_public_key: string;
  fictional_icon: string;
  fictional_warning: string;
  fictional_singular: string;
  fictional_plural: string;
  description: string;
  index_title: string;
  countries: string[];
  visible_profile_fields: string[];
  visible_profile_notes: string[];
  message_credits: number;
  signup_credits: number;
  /** Messages a new member may send without credits; used before any credit. */
  signup_free_messages: number;
  photo_credits: number;
  gift_credits: number;
  message_length: number;
  /** How many chats a member who never bought credits may start. */
  free_chats: number;
  search_fields: string[];
  refund_days: number;
  member_resell: boolean;
  company_id: number;
  mail_name: string;
  interests: string[];
  /** Credit bundles with price, currency and VAT for each of the site's countries. */
  credit_bundles: Record<string, CountryCreditPrices>;
  /** Most a member may pay by direct debit in one calendar month, in cents of the country's currency. */
  direct_debit_monthly_limit: number;
}


const PROFILE_FIELDS = [
  'gender', 'sexuality', 'age', 'country', 'region', 'city', 'reason', 'hair_color', 'eye_color', 'body_type',
  'relationship_status', 'tattoos', 'interests', 'about_me',
];

const INTERNATIONAL_COUNTRIES = ['GB', 'IE', 'NL', 'BE', 'DE', 'AT', 'CH', 'DK', 'FI', 'FR', 'IT', 'ES', 'NO', 'PL', 'SE'];

/** The international site: every spec language, open signup, search for visitors. */
const international: SiteSettings = {
  name: 'Amora',
  domain: 'localhost',
  // No one language: each visitor gets their browser's (spec §4 applies a domain language only when it names one).
  domain_language: '',
  cdn_prefix: '/media/',
  niche: 1,
  signups: 'all',
  logged_out_search: true,
  logged_out_search_trafficsource: false,
  geoip_country: 'GB',
  geoip_selected_country: 'GB',
  enable_site_entry_popup: 'yes',
  minimum_message_costs: {
    GB: { costs: 1.99, currency: 'GBP' }, NL: { costs: 1.99, currency: 'EUR' }, DE: { costs: 1.99, currency: 'EUR' },
    SE: { costs: 19, currency: 'SEK' }, DK: { costs: 15, currency: 'DKK' }, NO: { costs: 19, currency: 'NOK' }, PL: { costs: 7.99, currency: 'PLN' },
  },
  support_phone: '+442000000000',
  support_email: 'support@localhost',
  push_public_key: '',
  fictional_icon: '/icons/fictional.svg',
  fictional_warning: 'Profiles marked with this icon are fictional and run by our team.',
  fictional_singular: 'fictional profile',
  fictional_plural: 'fictional profiles',
  description: 'Meet singles near you, chat and match: in eleven languages.',
  index_title: 'Amora: dating and chat',
  countries: [...INTERNATIONAL_COUNTRIES],
  visible_profile_fields: PROFILE_FIELDS,
  visible_profile_notes: ['about_me'],
  message_credits: 10,
  signup_credits: 0,
  signup_free_messages: 0,
  photo_credits: 5,
  gift_credits: 20,
  message_length: 1000,
  free_chats: FREE_CHATS_DEFAULT,
  search_fields: ['gender', 'country', 'countryregion', 'min_age', 'max_age'],
  refund_days: 14,
  member_resell: false,
  company_id: 1,
  mail_name: 'Amora',
  interests: [...INTERESTS],
  credit_bundles: creditPricesFor(INTERNATIONAL_COUNTRIES),
  direct_debit_monthly_limit: 25_000,
};

/** A Dutch site on its own domain: invite-only signups, no visitor search, entry warning for NL and DE. */
const dutch: SiteSettings = {
  ...international,
  name: 'Amora Nederland',
  domain: 'nl.localhost',
  domain_language: 'nl_NL',
  niche: 5,
  signups: 'with_trafficsource',
  logged_out_search: false,
  logged_out_search_trafficsource: true,
  geoip_country: 'NL',
  geoip_selected_country: 'NL',
  enable_site_entry_popup: 'NL,DE',
  support_phone: '+31200000000',
  description: 'Ontmoet singles bij jou in de buurt.',
  index_title: 'Amora: daten en chatten',
  countries: ['NL', 'BE'],
  credit_bundles: creditPricesFor(['NL', 'BE']),
  message_credits: 12,
  signup_credits: 10,
  signup_free_messages: 3,
  mail_name: 'Amora NL',
};

export const EMBEDDED_SITES: readonly SiteSettings[] = [international, dutch];

/** Picks the site of a host (port and case ignored); unknown hosts get the first site. */
export const siteForHost = (sites: readonly SiteSettings[], host: string | undefined): SiteSettings => {
  const hostname = (host ?? '').toLowerCase().replace(/:\d+$/, '');
  return sites.find((site) => site.domain === hostname) ?? sites[0]!;
};
