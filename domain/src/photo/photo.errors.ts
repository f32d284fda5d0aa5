export const PHOTO_ERRORS = {
  NOT_FOUND: 'PHOTO.NOT_FOUND',
  LIMIT_REACHED: 'PHOTO.LIMIT_REACHED',
  NOT_AN_IMAGE: 'PHOTO.NOT_AN_IMAGE',
  TOO_LARGE: 'PHOTO.TOO_LARGE',
  MISSING: 'PHOTO.MISSING',
  /** Only an approved photo can be the main one: others could not see it. */
  NOT_APPROVED: 'PHOTO.NOT_APPROVED',
  /** A decision differing from the one already taken (e.g. the sweep approving what staff just rejected). */
  ALREADY_DECIDED: 'PHOTO.ALREADY_DECIDED',
} as const;

/** Moderation is the staff's work; its endpoints refuse everyone else. */
export const STAFF_ERRORS = {
  REQUIRED: 'STAFF.REQUIRED',
} as const;

/** Spec §2: uploads above this size are refused before any decoding. */
export const PHOTO_MAX_MB = 10;
