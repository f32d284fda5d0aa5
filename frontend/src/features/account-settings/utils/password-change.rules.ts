import { PASSWORD_ERRORS, SIGNUP_ERRORS, validatePasswordPair } from '@dating/domain';
import type { FormErrors } from './form-errors.js';

export type PasswordChangeField = 'old_password' | 'password' | 'password_confirmation';
export const PASSWORD_CHANGE_FIELDS: readonly PasswordChangeField[] = ['old_password', 'password', 'password_confirmation'];

/** The field each refusal of PUT /api/password.php is about. */
export const PASSWORD_CHANGE_FIELD_OF_CODE: Readonly<Record<string, PasswordChangeField>> = {
  [PASSWORD_ERRORS.OLD_INCORRECT]: 'old_password',
  [PASSWORD_ERRORS.MISMATCH]: 'password_confirmation',
  [PASSWORD_ERRORS.TOO_COMMON]: 'password',
  [SIGNUP_ERRORS.PASSWORD_TOO_SHORT]: 'password',
  [SIGNUP_ERRORS.PASSWORD_TOO_LONG]: 'password',
};

/** The domain's rules for a new password typed twice, placed under the field to correct. */
export const checkPasswordChange = (password: string, confirmation: string): FormErrors<PasswordChangeField> => {
  const code = validatePasswordPair(password, confirmation);
  if (!code) return { fields: {} };
  return { fields: { [PASSWORD_CHANGE_FIELD_OF_CODE[code] ?? 'password']: code } };
};
