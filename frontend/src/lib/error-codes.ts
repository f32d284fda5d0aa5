import {
  BLOCK_ERRORS,
  MEMBER_ERRORS,
  PHOTO_ERRORS,
  PROFILE_ERRORS,
  SEARCH_ERRORS,
  SIGNUP_ERRORS,
  STAFF_ERRORS,
} from '@dating/domain';

/** Codes the API adds at its edge (request validation, sessions, unexpected failures); the others come from domain. */
export const API_ERRORS = {
  INVALID_BODY: 'VALIDATION.INVALID_BODY',
  AUTHENTICATION_REQUIRED: 'AUTH.AUTHENTICATION_REQUIRED',
  GENERIC: 'GENERIC.ERROR',
  ACTIVATION_FAILED: 'ACTIVATION.FAILED',
} as const;

/** Every code the browser may receive; each one is translated as `errors:<CODE>`. */
export const ERROR_CODES: readonly string[] = [
  ...Object.values(API_ERRORS),
  ...Object.values(SIGNUP_ERRORS),
  ...Object.values(MEMBER_ERRORS),
  ...Object.values(PROFILE_ERRORS),
  ...Object.values(PHOTO_ERRORS),
  ...Object.values(BLOCK_ERRORS),
  ...Object.values(SEARCH_ERRORS),
  ...Object.values(STAFF_ERRORS),
];
