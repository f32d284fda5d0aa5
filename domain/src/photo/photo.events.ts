import type { Event } from '../kernel/message.js';

/** The member uploaded a photo: it waits for moderation before others see it. */
export type PhotoUploaded = Event<'PhotoUploaded', { memberId: string; photoId: string; uploadedAt: string }>;
/** Moderation (staff, or the embedded default's automatic approval) approved the photo: others see it. */
export type PhotoApproved = Event<'PhotoApproved', { memberId: string; photoId: string; decidedBy: string; decidedAt: string }>;
/** Staff rejected the photo, saying why in `reason` (free text): nobody else sees it. */
export type PhotoRejected = Event<'PhotoRejected', { memberId: string; photoId: string; decidedBy: string; decidedAt: string; reason: string }>;
/** The member deleted the photo. */
export type PhotoDeleted = Event<'PhotoDeleted', { memberId: string; photoId: string }>;
/** The photo became the one shown first (chosen by the member, or the first approved, or the next after a deletion). */
export type MainPhotoChosen = Event<'MainPhotoChosen', { memberId: string; photoId: string }>;

export type PhotoEvent = PhotoUploaded | PhotoApproved | PhotoRejected | PhotoDeleted | MainPhotoChosen;

export const PHOTO_EVENT_TYPES: readonly PhotoEvent['type'][] = ['PhotoUploaded', 'PhotoApproved', 'PhotoRejected', 'PhotoDeleted', 'MainPhotoChosen'];

/** One stream per member: the album with every photo's moderation state. */
export const photoAlbumStreamId = (memberId: string): string => `photos-${memberId}`;

/** `decidedBy` of the embedded default's automatic approval (staff decisions carry the staff member's id). */
export const AUTO_MODERATION = 'auto-moderation';
