import { FREE_CHATS_DEFAULT, INTERESTS, SEARCH_FORM_FIELDS, type SiteSettingsView } from '@dating/domain';
import { creditPricesFor, type CountryCreditPrices } from './credit-prices.js';

/**
 * A site's settings: what GET /api/settings.php serves (less the regions, which come from the gazetteer), and the
 * commercial settings that stay on the server.
 */
export interface SiteSettings extends Omit<SiteSettingsView, 'region_data'> {
  /** How many chats a member who never bought credits may start. */
  free_chats: number;
  /** Credit bundles with price, currency and VAT for each of the site's countries. */
  credit_bundles: Record<string, CountryCreditPrices>;
  /** Most a member may pay by direct debit in one calendar month, in cents of the country's currency. */
  direct_debit_monthly_limit: number;
  /** The installed app's name under its icon (the web app manifest's short_name): 12 characters at most. */
  short_name: string;
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
  short_name: 'Amora',
  theme_color: '#3b1f5c',
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
  search_fields: [...SEARCH_FORM_FIELDS],
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
  fictional_warning: 'Profielen met dit teken zijn fictief en worden door ons team beheerd.',
  fictional_singular: 'fictief profiel',
  fictional_plural: 'fictieve profielen',
  support_phone: '+31200000000',
  description: 'Ontmoet singles bij jou in de buurt.',
  index_title: 'Amora: daten en chatten',
  short_name: 'Amora NL',
  theme_color: '#136b99',
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
