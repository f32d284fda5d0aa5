import { PHOTO_ERRORS, PHOTO_MAX_MB } from '@dating/domain';

const BYTES_PER_MB = 1024 * 1024;

/** Spec §5 photos: what the upload would refuse anyway (not an image, too large), said before anything is sent. */
export const photoError = (file: Pick<File, 'type' | 'size'>): string | undefined => {
  if (!file.type.startsWith('image/')) return PHOTO_ERRORS.NOT_AN_IMAGE;
  return file.size > PHOTO_MAX_MB * BYTES_PER_MB ? PHOTO_ERRORS.TOO_LARGE : undefined;
};
