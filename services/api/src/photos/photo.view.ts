import { photoUrls, type AlbumPhoto, type MyPhoto, type PhotoAlbum } from '@dating/domain';

// Staff and account export name the type through this file.
export type { MyPhoto };

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
