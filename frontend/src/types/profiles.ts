import type { PhotoUrls, SearchOrder } from '@dating/domain';

/** Shapes of the profile, photo, search and block endpoints: defined once in domain, shared with the API. */
export type {
  CompanyInfo,
  DetailsView as ProfileDetails,
  MemberProfileView as MemberProfile,
  MyPhoto,
  MyProfileView as MyProfile,
  PhotoStatus,
  PhotoUrls,
  ProfileCard,
  SearchResults as SearchPage,
} from '@dating/domain';

export type SearchFilters = {
  gender?: string;
  country?: string;
  countryregion?: string;
  min_age?: number;
  max_age?: number;
  /** km around the member's town (one of SEARCH_RADII_KM). */
  radius?: number;
  /** Absent: nearest first (the server's default). */
  order?: SearchOrder;
  /** 'hide' leaves out the profiles the site runs. */
  fictional?: 'hide';
};

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
