import type { PhotoEvent } from './photo.events.js';

export const PHOTO_STATUSES = { INSPECTION: 'inspection', ACTIVE: 'active', REJECTED: 'rejected' } as const;
export type PhotoStatus = (typeof PHOTO_STATUSES)[keyof typeof PHOTO_STATUSES];

export interface AlbumPhoto {
  readonly photoId: string;
  readonly status: PhotoStatus;
  readonly uploadedAt: string;
  readonly decidedAt: string | null;
  readonly reason: string | null;
}

/** A member's photos in upload order (deleted ones gone) and the one shown first. */
export interface PhotoAlbum {
  readonly photos: readonly AlbumPhoto[];
  readonly mainPhotoId: string | null;
}

export const initialPhotoAlbum: PhotoAlbum = { photos: [], mainPhotoId: null };

const withPhoto = (album: PhotoAlbum, photoId: string, change: Partial<AlbumPhoto>): PhotoAlbum => ({
  ...album,
  photos: album.photos.map((photo) => (photo.photoId === photoId ? { ...photo, ...change } : photo)),
});

export const evolvePhotoAlbum = (album: PhotoAlbum, event: PhotoEvent): PhotoAlbum => {
  switch (event.type) {
    case 'PhotoUploaded':
      return {
        ...album,
        photos: [...album.photos, { photoId: event.data.photoId, status: 'inspection', uploadedAt: event.data.uploadedAt, decidedAt: null, reason: null }],
      };
    case 'PhotoApproved':
      return withPhoto(album, event.data.photoId, { status: 'active', decidedAt: event.data.decidedAt, reason: null });
    case 'PhotoRejected':
      return withPhoto(album, event.data.photoId, { status: 'rejected', decidedAt: event.data.decidedAt, reason: event.data.reason });
    case 'PhotoDeleted':
      return {
        photos: album.photos.filter((photo) => photo.photoId !== event.data.photoId),
        mainPhotoId: album.mainPhotoId === event.data.photoId ? null : album.mainPhotoId,
      };
    case 'MainPhotoChosen':
      return { ...album, mainPhotoId: event.data.photoId };
  }
};

export const findPhoto = (album: PhotoAlbum, photoId: string): AlbumPhoto | undefined => album.photos.find((photo) => photo.photoId === photoId);

/** Spec §2: free members keep at most 3 photos, premium members 25. */
export const PHOTO_LIMITS = { FREE: 3, PREMIUM: 25 } as const;
export const photoLimit = (premium: boolean): number => (premium ? PHOTO_LIMITS.PREMIUM : PHOTO_LIMITS.FREE);

/** Photos that take a place in the album: a rejected one frees its place. */
export const countedPhotos = (album: PhotoAlbum): number => album.photos.filter((photo) => photo.status !== 'rejected').length;

/** Spec §6: free members and visitors see a member's first approved photos (the main one first); premium members all. */
export const PHOTOS_FOR_FREE_VIEWERS = 3;

/** The approved photos, the main one first: what other members may see. */
export const visiblePhotos = (album: PhotoAlbum): AlbumPhoto[] => {
  const active = album.photos.filter((photo) => photo.status === 'active');
  return [...active.filter((photo) => photo.photoId === album.mainPhotoId), ...active.filter((photo) => photo.photoId !== album.mainPhotoId)];
};
