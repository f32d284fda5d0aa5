import type { PhotoSize } from '@dating/domain';

/**
 * Where processed photo files live. Names are chosen by the server (random ids), never taken from
 * an upload; an adapter refuses any name outside PHOTO_FILE_NAME.
 */
export interface PhotoStorage {
  save(name: string, content: Buffer): Promise<void>;
  /** The file, or undefined when there is none. */
  read(name: string): Promise<Buffer | undefined>;
  /** Removing a missing file is not an error: deletion may be retried. */
  remove(name: string): Promise<void>;
}

/** One path segment of letters, digits, `_` and `-`, with an optional extension: no dots to climb with, no separators. */
export const PHOTO_FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}(\.[a-z0-9]{1,8})?$/;

export const assertPhotoFileName = (name: string): string => {
  if (!PHOTO_FILE_NAME.test(name)) throw new Error(`Invalid photo file name: ${JSON.stringify(name)}`);
  return name;
};

/** The file of one size of a photo, named after its id (a random UUID the server chose): the API writes, the erasure removes. */
export const photoFileName = (photoId: string, size: PhotoSize): string => `${photoId}_${size}.webp`;
