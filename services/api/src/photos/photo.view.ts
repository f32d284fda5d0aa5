import type { AlbumPhoto, PhotoAlbum, PhotoStatus } from '@dating/domain';
import { photoUrls } from '../search/profile-card.js';

/** A photo as its owner sees it on /profile. */
export interface MyPhoto {
  id: string;
  status: PhotoStatus;
  is_main: boolean;
  url: string;
  thumb_url: string;
  uploaded_at: string;
  reason?: string;
}

export const toMyPhoto = (album: PhotoAlbum, photo: AlbumPhoto): MyPhoto => ({
  id: photo.photoId,
  status: photo.status,
  is_main: album.mainPhotoId === photo.photoId,
  ...photoUrls(photo.photoId),
  uploaded_at: photo.uploadedAt,
  ...(photo.reason ? { reason: photo.reason } : {}),
});

/** Every photo of the album in upload order, whatever its status. */
export const toMyPhotos = (album: PhotoAlbum): MyPhoto[] => album.photos.map((photo) => toMyPhoto(album, photo));
