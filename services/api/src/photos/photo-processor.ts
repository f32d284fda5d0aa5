import sharp from 'sharp';
import { PHOTO_ERRORS } from '@dating/domain';
import { ApiError } from '../http/api-errors.js';

/** Formats people upload photos in; anything else (SVG, PDF, text named .jpg) is refused. */
const ACCEPTED_FORMATS: ReadonlySet<string> = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
/** Refuses decompression bombs: a small file that decodes to a gigantic bitmap. */
const MAX_INPUT_PIXELS = 50_000_000;
const DISPLAY_MAX_PX = 1200;
const THUMB_PX = 300;

export interface ProcessedPhoto {
  readonly display: Buffer;
  readonly thumb: Buffer;
}

/** WebP carries only pixels: sharp writes no EXIF, GPS, XMP or ICC data unless asked to. */
const toDisplay = (input: Buffer) =>
  sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize({ width: DISPLAY_MAX_PX, height: DISPLAY_MAX_PX, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer();

const toThumb = (display: Buffer) => sharp(display).resize(THUMB_PX, THUMB_PX, { fit: 'cover', position: 'attention' }).webp({ quality: 80 }).toBuffer();

/**
 * Decodes the upload (whatever its name or declared type claims), turns it upright by its EXIF
 * orientation, and re-encodes a display size and a square thumbnail. The original is not kept.
 */
export const processPhoto = async (input: Buffer): Promise<ProcessedPhoto> => {
  try {
    const { format } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!ACCEPTED_FORMATS.has(format)) throw new ApiError(PHOTO_ERRORS.NOT_AN_IMAGE);
    const display = await toDisplay(input);
    return { display, thumb: await toThumb(display) };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // sharp fails on anything it cannot decode completely: that is what "not an image" means here.
    throw new ApiError(PHOTO_ERRORS.NOT_AN_IMAGE);
  }
};
