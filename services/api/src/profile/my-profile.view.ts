import { ageOn, type MyProfileView, type PhotoAlbum, type Profile } from '@dating/domain';
import type { OwnProfileFacts } from '@dating/projections';
import { toMyPhotos } from '../photos/photo.view.js';
import { filledDetails } from './member-profile.view.js';

export interface MyProfileParts {
  readonly memberId: string;
  /** Undefined for the moment between signup and the search read model seeing it. */
  readonly facts: OwnProfileFacts | undefined;
  readonly profile: Profile;
  readonly album: PhotoAlbum;
  readonly today: string;
}

export const toMyProfileView = ({ memberId, facts, profile, album, today }: MyProfileParts): MyProfileView => ({
  id: memberId,
  name: facts?.name ?? '',
  age: facts?.birthDate ? (ageOn(facts.birthDate, today) ?? null) : null,
  country: profile.location?.country ?? facts?.country ?? null,
  region: profile.location?.region ?? null,
  city: profile.location?.city ?? null,
  details: filledDetails(profile.details),
  about_me: profile.aboutMe,
  interests: [...profile.interests],
  invisible: facts?.invisible ?? false,
  photos: toMyPhotos(album),
});
