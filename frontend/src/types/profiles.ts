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

