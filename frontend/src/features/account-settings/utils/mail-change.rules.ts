import { EMAIL_CHANGE_ERRORS, isValidEmail, normaliseEmail, PASSWORD_ERRORS } from '@dating/domain';
import type { FormErrors } from './form-errors.js';

export type MailChangeField = 'email' | 'password';
export const MAIL_CHANGE_FIELDS: readonly MailChangeField[] = ['email', 'password'];

/** The field each refusal of POST /api/mail-change.php is about. */
export const MAIL_CHANGE_FIELD_OF_CODE: Readonly<Record<string, MailChangeField>> = {
  [EMAIL_CHANGE_ERRORS.INVALID]: 'email',
  [EMAIL_CHANGE_ERRORS.SAME]: 'email',
  [EMAIL_CHANGE_ERRORS.TAKEN]: 'email',
  [PASSWORD_ERRORS.INCORRECT]: 'password',
};

/** What the browser can tell before asking the server: the new address's form and whether it is new at all. */
export const checkMailChange = (newEmail: string, currentEmail: string): FormErrors<MailChangeField> => {
  if (!isValidEmail(newEmail)) return { fields: { email: EMAIL_CHANGE_ERRORS.INVALID } };
  if (normaliseEmail(newEmail) === normaliseEmail(currentEmail)) return { fields: { email: EMAIL_CHANGE_ERRORS.SAME } };
  return { fields: {} };
};
