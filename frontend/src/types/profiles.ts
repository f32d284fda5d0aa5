import type { CompanyInfo, PHOTO_STATUSES, PhotoUrls, ProfileCard } from '@dating/domain';

export type { CompanyInfo, PhotoUrls, ProfileCard };

/** Shapes of the profile, photo, search and block endpoints (issue 4 contract). */


/** Field name → chosen value, e.g. { gender: 'female', hair_color: null } (null: not chosen). */
export type ProfileDetails = Partial<Record<string, string | null>>;

export type MemberProfile = ProfileCard & {
  details: ProfileDetails;
  about_me?: string;
  interests: string[];
  photos: (PhotoUrls & { id: string })[];
  blocked_by_me: boolean;
};

export type PhotoStatus = (typeof PHOTO_STATUSES)[keyof typeof PHOTO_STATUSES];

export type MyPhoto = PhotoUrls & {
  id: string;
  status: PhotoStatus;
  is_main: boolean;
  uploaded_at: string;
  reason?: string;
};

export type MyProfile = {
  id: string;
  name: string;
  age: number | null;
  country: string | null;
  region: string | null;
  city: string | null;
  details: ProfileDetails;
  about_me: string;
  interests: string[];
  invisible: boolean;
  photos: MyPhoto[];
};

/** Country code → region → cities, as GET /api/regions.php answers. */
export type Regions = Record<string, Record<string, string[]>>;


export type SearchFilters = {
  gender?: string;
  country?: string;
  countryregion?: string;
  min_age?: number;
  max_age?: number;
};

export type SearchPage = { results: ProfileCard[]; numResults: number; page: number; page_size: number };

export type PhotoForReview = PhotoUrls & { id: string; member_id: string; member_name: string; uploaded_at: string };

export const PHOTO_DECISIONS = { approve: 'approve', reject: 'reject' } as const;
export type PhotoDecision = (typeof PHOTO_DECISIONS)[keyof typeof PHOTO_DECISIONS];

/** Reasons staff choose from when rejecting a photo; the member reads the reason in their own language. */
export const PHOTO_REJECT_REASONS = [
  'not_a_person',
  'nudity',
  'not_recognisable',
  'someone_else',
  'contact_details',
] as const;
