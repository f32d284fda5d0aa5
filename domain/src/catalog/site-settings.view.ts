import type { SearchFormField } from '../search/search.rules.js';

/** Spec §3 niche code (1 to 7, see NICHES): the audience a site's landers speak to unless their slug names another. */
export type NicheCode = 1 | 2 | 3 | 4 | 5 | 6 | 7;
/** Who may sign up: everyone, or only visitors a traffic source sent. */
export type SignupPolicy = 'all' | 'with_trafficsource';

/**
 * Spec §3 site-wide settings as GET /api/settings.php serves them to the browser: the site's own settings, the
 * visitor's country, and region_data. The API keeps its commercial settings (bundle prices, the direct-debit limit,
 * free chats) beside these and never serves them.
 */
export interface SiteSettingsView {
  name: string;
  domain: string;
  /** The one language of a site on its own domain (e.g. `nl_NL`); empty for the international site. */
  domain_language: string;
  cdn_prefix: string;
  niche: NicheCode;
  signups: SignupPolicy;
  logged_out_search: boolean;
  /** Visitors who came through a traffic source may search even where `logged_out_search` is off. */
  logged_out_search_trafficsource: boolean;
  /** The visitor's country, from their address (the site's own country when the address names none). */
  geoip_country: string;
  /** The visitor's country when the site serves it, else the site's own: where prices and the signup's country start. */
  geoip_selected_country: string;
  enable_site_entry_popup: string;
  /** What a message costs at least, per country, in that country's money (major units). */
  minimum_message_costs: Record<string, { costs: number; currency: string }>;
  support_phone: string;
  support_email: string;
  /** VAPID public key (base64url) for push subscriptions; empty when the site sends no push. */
  push_public_key: string;
  fictional_icon: string;
  /** The operator's disclosure of fictional profiles, in the site's language. */
  fictional_warning: string;
  /** What the site calls one fictional profile, in the site's language (lower case, as it reads mid-sentence). */
  fictional_singular: string;
  /** What the site calls fictional profiles, in the site's language (lower case, as it reads mid-sentence). */
  fictional_plural: string;
  description: string;
  index_title: string;
  /**
   * The site's brand colour (`#rrggbb`): the browser's bar and the installed app's title bar and icons. White text
   * reads on it at WCAG AA (4.5:1).
   */
  theme_color: string;
  countries: string[];
  visible_profile_fields: string[];
  visible_profile_notes: string[];
  message_credits: number;
  /** What a new member gets (spec §2: signup shows them). */
  signup_credits: number;
  /** Messages a new member may send without credits; used before any credit. */
  signup_free_messages: number;
  photo_credits: number;
  gift_credits: number;
  message_length: number;
  /** The filters the search form offers. */
  search_fields: SearchFormField[];
  refund_days: number;
  /**
   * Spec §3 names it and nothing more: a flag of the operator's business arrangements (whether members may be
   * passed on to partner sites), which this site carries for the operator and never acts on.
   */
  member_resell: boolean;
  company_id: number;
  mail_name: string;
  interests: string[];
  /** The regions of each of the site's countries. */
  region_data: Record<string, string[]>;
}
