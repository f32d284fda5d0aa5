import { ageOn, isErased, type ActiveMember, type PhotoAlbum, type Profile } from '@dating/domain';
import { toMyPhotos, type MyPhoto } from '../photos/photo.view.js';
import { filledDetails, type DetailsView } from './member-profile.view.js';

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

export interface MyProfileParts {
  readonly member: ActiveMember;
  readonly profile: Profile;
  readonly album: PhotoAlbum;
  /** From the read model: the member stream keeps no date of birth in its state. */
  readonly birthDate: string | null;
  readonly today: string;
}

export const toMyProfileView = ({ member, profile, album, birthDate, today }: MyProfileParts): MyProfileView => ({
  id: member.memberId,
  name: isErased(member.name) ? '' : member.name,
  age: birthDate ? (ageOn(birthDate, today) ?? null) : null,
  // Until the member picks a place, the country of the site they signed up on.
  country: profile.location?.country ?? member.country,
  region: profile.location?.region ?? null,
  city: profile.location?.city ?? null,
  details: filledDetails(profile.details),
  about_me: profile.aboutMe,
  interests: [...profile.interests],
  invisible: member.invisible,
  photos: toMyPhotos(album),
});
