import type { MyPhoto, PhotoUrls } from '../photo/photo.view.js';
import type { ProfileCard } from '../search/profile-card.view.js';
import type { ProfileDetailField } from './profile-fields.js';

/** Chosen details only: a detail the member left unset is not in the object. */
export type DetailsView = Partial<Record<ProfileDetailField, string>>;

/** GET /api/profile.php: a member as another member (or a visitor) sees them. No date of birth, no coordinates. */
export interface MemberProfileView extends ProfileCard {
  details: DetailsView;
  /** Only where the site lists the about-me note among the visible ones. */
  about_me?: string;
  interests: string[];
  photos: (PhotoUrls & { id: string })[];
  /** Approved photos beyond those listed, which only premium members see (spec §4): the page says how to see them. */
  more_photos: number;
  blocked_by_me: boolean;
}

/** GET/PUT /api/my-profile.php: everything the member may edit, with every photo's moderation state. */
export interface MyProfileView {
  id: string;
  name: string;
  age: number | null;
  country: string | null;
  region: string | null;
  city: string | null;
  details: DetailsView;
  about_me: string;
  interests: string[];
  invisible: boolean;
  photos: MyPhoto[];
}
