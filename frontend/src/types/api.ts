import type { Language } from '@dating/domain';

export type UserStatus = 'not_confirmed' | 'confirmed';

export type ProfileImage = { filename: string; thumb_filename: string };

export type RetentionDiscount = { percentage: number };

export type User = {
  id: string;
  status: UserStatus;
  credits: number;
  paid_user: boolean;
  signup_date: string;
  fictional_icon: string;
  language: Language;
  /** Why mail to the member stopped (spec §3): fbl, bounce, listunsubscribe. */
  notifications_disabled: string[];
  email: string;
  /** An e-mail change waiting for its confirmation link. */
  pending_email: string | null;
  invisible: boolean;
  /** The discount the member took instead of deleting the account; it applies to the next credit purchase. */
  retention_discount: RetentionDiscount | null;
  /** Staff moderate photos. */
  staff: boolean;
  profile: { name: string; country: string | null; status: 'active' | 'disabled'; main_image: ProfileImage | null };
};

export type UserResponse = { user: User | null };

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
  gift_credits: number;
  photo_credits: number;
  refund_days: number;
  description: string;
  index_title: string;
  logged_out_search: boolean;
  fictional_icon: string;
  fictional_warning: string;
  countries: string[];
  visible_profile_fields: string[];
  visible_profile_notes: string[];
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
