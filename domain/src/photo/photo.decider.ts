import type { Decider } from '../kernel/decider.js';
import { DomainError } from '../kernel/domain-error.js';
import { assertNever } from '../kernel/message.js';
import type { ApprovePhoto, ChooseMainPhoto, DeletePhoto, PhotoCommand, RejectPhoto, UploadPhoto } from './photo.commands.js';
import { PHOTO_ERRORS } from './photo.errors.js';
import type { PhotoEvent } from './photo.events.js';
import { countedPhotos, evolvePhotoAlbum, findPhoto, initialPhotoAlbum, photoLimit, type AlbumPhoto, type PhotoAlbum } from './photo.state.js';

const existingPhoto = (album: PhotoAlbum, photoId: string): AlbumPhoto => {
  const photo = findPhoto(album, photoId);
  if (!photo) throw new DomainError(PHOTO_ERRORS.NOT_FOUND);
  return photo;
};

/** The album limit; the API also asks it of the read model before it spends time decoding an upload. */
export const assertRoomForPhoto = (album: PhotoAlbum, premium: boolean): void => {
  const limit = photoLimit(premium);
  if (countedPhotos(album) >= limit) throw new DomainError(PHOTO_ERRORS.LIMIT_REACHED, { limit });
};

const uploadPhoto = ({ data, metadata }: UploadPhoto, album: PhotoAlbum): PhotoEvent[] => {
  // A retried upload with the same id is already recorded.
  if (findPhoto(album, data.photoId)) return [];
  assertRoomForPhoto(album, data.premium);
  return [{ type: 'PhotoUploaded', data: { memberId: data.memberId, photoId: data.photoId, uploadedAt: metadata.now } }];
};

const approvePhoto = ({ data, metadata }: ApprovePhoto, album: PhotoAlbum): PhotoEvent[] => {
  const photo = existingPhoto(album, data.photoId);
  if (photo.status === 'active') return [];
  if (photo.status === 'rejected') throw new DomainError(PHOTO_ERRORS.ALREADY_DECIDED);
  const approved: PhotoEvent = { type: 'PhotoApproved', data: { ...data, decidedAt: metadata.now } };
  // The first approved photo is shown first until the member chooses another.
  if (album.mainPhotoId) return [approved];
  return [approved, { type: 'MainPhotoChosen', data: { memberId: data.memberId, photoId: data.photoId } }];
};

const rejectPhoto = ({ data, metadata }: RejectPhoto, album: PhotoAlbum): PhotoEvent[] => {
  const photo = existingPhoto(album, data.photoId);
  if (photo.status === 'rejected') return [];
  if (photo.status === 'active') throw new DomainError(PHOTO_ERRORS.ALREADY_DECIDED);
  return [{ type: 'PhotoRejected', data: { ...data, decidedAt: metadata.now } }];
};

const deletePhoto = ({ data }: DeletePhoto, album: PhotoAlbum): PhotoEvent[] => {
  // Deleting twice (a double click, a retried request) is done already.
  if (!findPhoto(album, data.photoId)) return [];
  const deleted: PhotoEvent = { type: 'PhotoDeleted', data };
  if (album.mainPhotoId !== data.photoId) return [deleted];
  const successor = album.photos.find((photo) => photo.status === 'active' && photo.photoId !== data.photoId);
  return successor ? [deleted, { type: 'MainPhotoChosen', data: { memberId: data.memberId, photoId: successor.photoId } }] : [deleted];
};

const chooseMainPhoto = ({ data }: ChooseMainPhoto, album: PhotoAlbum): PhotoEvent[] => {
  const photo = existingPhoto(album, data.photoId);
  if (photo.status !== 'active') throw new DomainError(PHOTO_ERRORS.NOT_APPROVED);
  return album.mainPhotoId === data.photoId ? [] : [{ type: 'MainPhotoChosen', data }];
};

export const decidePhotoAlbum = (command: PhotoCommand, album: PhotoAlbum): PhotoEvent[] => {
  switch (command.type) {
    case 'UploadPhoto':
      return uploadPhoto(command, album);
    case 'ApprovePhoto':
      return approvePhoto(command, album);
    case 'RejectPhoto':
      return rejectPhoto(command, album);
    case 'DeletePhoto':
      return deletePhoto(command, album);
    case 'ChooseMainPhoto':
      return chooseMainPhoto(command, album);
    default:
      return assertNever(command);
  }
};

export const photoAlbumDecider: Decider<PhotoCommand, PhotoEvent, PhotoAlbum> = {
  initialState: initialPhotoAlbum,
  evolve: evolvePhotoAlbum,
  decide: decidePhotoAlbum,
};
