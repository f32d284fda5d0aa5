import type { Event } from '../kernel/message.js';

export type PhotoUploaded = Event<'PhotoUploaded', { memberId: string; photoId: string; uploadedAt: string }>;
export type PhotoApproved = Event<'PhotoApproved', { memberId: string; photoId: string; decidedBy: string; decidedAt: string }>;
export type PhotoRejected = Event<'PhotoRejected', { memberId: string; photoId: string; decidedBy: string; decidedAt: string; reason: string }>;
export type PhotoDeleted = Event<'PhotoDeleted', { memberId: string; photoId: string }>;
export type MainPhotoChosen = Event<'MainPhotoChosen', { memberId: string; photoId: string }>;

export type PhotoEvent = PhotoUploaded | PhotoApproved | PhotoRejected | PhotoDeleted | MainPhotoChosen;

export const PHOTO_EVENT_TYPES: readonly PhotoEvent['type'][] = ['PhotoUploaded', 'PhotoApproved', 'PhotoRejected', 'PhotoDeleted', 'MainPhotoChosen'];

/** One stream per member: the album with every photo's moderation state. */
export const photoAlbumStreamId = (memberId: string): string => `photos-${memberId}`;

/** `decidedBy` of the embedded default's automatic approval (staff decisions carry the staff member's id). */
export const AUTO_MODERATION = 'auto-moderation';
