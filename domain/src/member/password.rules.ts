import { COMMON_PASSWORDS } from './common-passwords.data.js';

/** Spec §5 password rules, shared by the API and the browser. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;

export const PASSWORD_ERRORS = {
  TOO_SHORT: 'SIGNUP.PASSWORD_TOO_SHORT',
  TOO_LONG: 'SIGNUP.PASSWORD_TOO_LONG',
  TOO_COMMON: 'PASSWORD.TOO_COMMON',
  MISMATCH: 'PASSWORD.MISMATCH',
  OLD_INCORRECT: 'PASSWORD.OLD_INCORRECT',
  /** The password asked to confirm an action (e-mail change, deletion) is wrong: no "old" password was asked. */
  INCORRECT: 'PASSWORD.INCORRECT',
} as const;

export const isCommonPassword = (password: string): boolean => COMMON_PASSWORDS.has(password.trim().toLowerCase());

export const validatePassword = (password: string): string | undefined => {
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_ERRORS.TOO_SHORT;
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_ERRORS.TOO_LONG;
  if (isCommonPassword(password)) return PASSWORD_ERRORS.TOO_COMMON;
  return undefined;
};

/** A new password typed twice: the rules first, then whether both are the same. */
export const validatePasswordPair = (password: string, confirmation: string): string | undefined =>
  validatePassword(password) ?? (password === confirmation ? undefined : PASSWORD_ERRORS.MISMATCH);
