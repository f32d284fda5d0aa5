import type { PhotoUrls } from '@dating/domain';

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
  SearchFilters,
  SearchResults as SearchPage,
} from '@dating/domain';

export type PhotoForReview = PhotoUrls & { id: string; member_id: string; member_name: string; uploaded_at: string };

