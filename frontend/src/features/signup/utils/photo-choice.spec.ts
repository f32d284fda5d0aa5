import { PHOTO_ERRORS, PHOTO_MAX_MB } from '@dating/domain';
import { photoError } from './photo-choice.js';

const MB = 1024 * 1024;

describe(photoError.name, () => {
  it('accepts a JPEG within the size limit', () => expect(photoError({ type: 'image/jpeg', size: 2 * MB })).toBeUndefined());
  it('accepts a photo of exactly the maximum size', () => expect(photoError({ type: 'image/png', size: PHOTO_MAX_MB * MB })).toBeUndefined());
  it('refuses a photo over the maximum size', () =>
    expect(photoError({ type: 'image/png', size: PHOTO_MAX_MB * MB + 1 })).toBe(PHOTO_ERRORS.TOO_LARGE));
  it('refuses a file that is not an image', () => expect(photoError({ type: 'text/plain', size: 10 })).toBe(PHOTO_ERRORS.NOT_AN_IMAGE));
});
