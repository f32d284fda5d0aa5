import type { UserView } from '@dating/domain';

export type { MemberStatus as UserStatus, ProfileImage, UserView as User } from '@dating/domain';

export type RetentionDiscount = { percentage: number };

export type UserResponse = { user: UserView | null };

/** The subset of the site settings (GET /api/settings.php) the app reads so far. */
export type Settings = {
  name: string;
  domain: string;
  domain_language: string;
  signups: 'all' | 'with_trafficsource';
  geoip_country: string;
  enable_site_entry_popup: string;
  support_email: string;
  support_phone: string;
  message_credits: number;
  /** What a new member gets (spec §2: signup shows them). */
  signup_credits: number;
  signup_free_messages: number;
  /** Spec §3: what a message costs at least, per country, in that country's money (major units). */
  minimum_message_costs: Record<string, { costs: number; currency: string }>;
  gift_credits: number;
  photo_credits: number;
  refund_days: number;
  description: string;
  index_title: string;
  /** Spec §3 niche code (1 to 7): the audience its landers speak to unless their slug names another. */
  niche: number;
  logged_out_search: boolean;
  /** Visitors who came through a traffic source may search even where `logged_out_search` is off. */
  logged_out_search_trafficsource: boolean;
  fictional_icon: string;
  fictional_warning: string;
  countries: string[];
  visible_profile_fields: string[];
  visible_profile_notes: string[];
  /** The filters the search form offers (gender, country, countryregion, min_age, max_age). */
  search_fields: string[];
  /** VAPID public key (base64url) for push subscriptions; empty when the site sends no push. */
  push_public_key: string;
};

export type ApiErrorBody = {
  statusCode: number;
  code: string;
  fields?: Record<string, string>;
  params?: Record<string, string | number>;
  authentication_required?: boolean;
};
