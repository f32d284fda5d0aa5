import { PASSWORD_RESET_ERRORS, SIGNUP_ERRORS, isValidEmail, validatePassword, validatePasswordPair } from '@dating/domain';
import type { ApiError } from '../../../lib/api-error.js';

export type NewPasswordField = 'password' | 'password_confirmation';
export type NewPasswordValues = Readonly<Record<NewPasswordField, string>>;
export type NewPasswordErrors = Partial<Record<NewPasswordField, string>>;

/** The address of a reset request: the same rule the server applies, so a typo is caught before a mail is counted. */
export const resetEmailError = (email: string): string | undefined =>
  isValidEmail(email) ? undefined : SIGNUP_ERRORS.EMAIL_INVALID;

/**
 * Domain's password rules, each under the field it concerns: the new password's own rules under it,
 * a repetition that differs under the repetition (only once the password itself is acceptable).
 */
export const newPasswordErrors = ({ password, password_confirmation }: NewPasswordValues): NewPasswordErrors => {
  const passwordError = validatePassword(password);
  if (passwordError) return { password: passwordError };
  const pairError = validatePasswordPair(password, password_confirmation);
  return pairError ? { password_confirmation: pairError } : {};
};

/** The token of the mailed link (`/reset-password/do?token=…`), or undefined when the link lost it. */
export const resetTokenOf = (searchParams: URLSearchParams): string | undefined =>
  searchParams.get('token')?.trim() || undefined;

/**
 * Whether the server refused the link itself, checked or spent: unknown, used, expired or superseded
 * (LINK_INVALID), or a token that is no token at all (a validation error on the `token` field). Only a new mail helps.
 */
export const refusesResetLink = (error: ApiError | undefined): boolean =>
  error?.code === PASSWORD_RESET_ERRORS.LINK_INVALID || error?.fields?.token !== undefined;

/** Router state of the page the member lands on after the reset, so that page can say the password was changed. */
export const PASSWORD_CHANGED_STATE = { passwordChanged: true } as const;

export const saysPasswordChanged = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { passwordChanged?: unknown }).passwordChanged === true;
