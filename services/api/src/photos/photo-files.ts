import { Inject, Injectable } from '@nestjs/common';
import { PHOTO_SIZES, type PhotoSize } from '@dating/domain';
import type { PhotoStorage } from '@dating/platform';
import { PHOTO_STORAGE } from '../runtime/tokens.js';
import type { ProcessedPhoto } from './photo-processor.js';

export const PHOTO_CONTENT_TYPE = 'image/webp';

/** Files are named after the photo id, a random UUID the server chose: nothing of the upload reaches the disk's names. */
const fileName = (photoId: string, size: PhotoSize) => `${photoId}_${size}.webp`;

/** The two files of each photo in the photo storage. */
@Injectable()
export class PhotoFiles {
  constructor(@Inject(PHOTO_STORAGE) private readonly storage: PhotoStorage) {}

  async save(photoId: string, photo: ProcessedPhoto): Promise<void> {
    await Promise.all([this.storage.save(fileName(photoId, 'display'), photo.display), this.storage.save(fileName(photoId, 'thumb'), photo.thumb)]);
  }

  read(photoId: string, size: PhotoSize): Promise<Buffer | undefined> {
    return this.storage.read(fileName(photoId, size));
  }

  async remove(photoId: string): Promise<void> {
    await Promise.all(PHOTO_SIZES.map((size) => this.storage.remove(fileName(photoId, size))));
  }
}
