import {
  PHOTOS_FOR_FREE_VIEWERS,
  photoUrls,
  PROFILE_DETAIL_FIELDS,
  visiblePhotos,
  type DetailsView,
  type MemberProfileView,
  type PhotoAlbum,
  type Profile,
  type ProfileCard,
  type ProfileDetails,
} from '@dating/domain';
import type { SiteSettings } from '../settings/site-settings.js';

export const ABOUT_ME_NOTE = 'about_me';
const CARD_FIELDS = ['age', 'country', 'region', 'city'] as const;

/** Chosen details only (an unset detail is left out), limited to the given fields. */
export const filledDetails = (details: ProfileDetails, fields: readonly string[] = PROFILE_DETAIL_FIELDS): DetailsView =>
  Object.fromEntries(PROFILE_DETAIL_FIELDS.filter((field) => fields.includes(field) && details[field] !== null).map((field) => [field, details[field]]));

export interface MemberProfileParts {
  readonly card: ProfileCard;
  readonly profile: Profile;
  readonly album: PhotoAlbum;
  readonly site: Pick<SiteSettings, 'visible_profile_fields' | 'visible_profile_notes'>;
  readonly seesAllPhotos: boolean;
  readonly blockedByMe: boolean;
}

/** The site decides which fields a profile shows (visible_profile_fields) and whether the about-me note is one of them. */
const visibleCard = (card: ProfileCard, fields: readonly string[]): ProfileCard => ({
  ...card,
  ...Object.fromEntries(CARD_FIELDS.filter((field) => !fields.includes(field)).map((field) => [field, null])),
});

export const toMemberProfileView = ({ card, profile, album, site, seesAllPhotos, blockedByMe }: MemberProfileParts): MemberProfileView => {
  const fields = site.visible_profile_fields;
  // A blocked member's photo files answer 404 to the blocker too: no links the page could not show.
  const approved = blockedByMe ? [] : visiblePhotos(album);
  const photos = seesAllPhotos ? approved : approved.slice(0, PHOTOS_FOR_FREE_VIEWERS);
  return {
    ...visibleCard(card, fields),
    details: filledDetails(profile.details, fields),
    ...(site.visible_profile_notes.includes(ABOUT_ME_NOTE) ? { about_me: profile.aboutMe } : {}),
    interests: fields.includes('interests') ? [...profile.interests] : [],
    photos: photos.map((photo) => ({ id: photo.photoId, ...photoUrls(photo.photoId) })),
    more_photos: approved.length - photos.length,
    blocked_by_me: blockedByMe,
  };
};
