import { API_ERRORS, PASSWORD_ERRORS, PASSWORD_MIN_LENGTH, PASSWORD_RESET_ERRORS, SIGNUP_ERRORS } from '@dating/domain';
import { newPasswordErrors, refusesResetLink, resetEmailError, resetTokenOf } from './password-reset.rules.js';

const strong = 'quiet-harbour-lantern-42';

describe(resetEmailError.name, () => {
  it('accepts an address', () => expect(resetEmailError('anna@example.com')).toBeUndefined());
  it('refuses an address without a domain', () => expect(resetEmailError('anna@')).toBe(SIGNUP_ERRORS.EMAIL_INVALID));
  it('refuses an empty field', () => expect(resetEmailError('')).toBe(SIGNUP_ERRORS.EMAIL_INVALID));
});

describe(newPasswordErrors.name, () => {
  it('has nothing to say about a strong password typed twice', () =>
    expect(newPasswordErrors({ password: strong, password_confirmation: strong })).toEqual({}));

  it('puts a short password under the password', () =>
    expect(newPasswordErrors({ password: 'a'.repeat(PASSWORD_MIN_LENGTH - 1), password_confirmation: '' })).toEqual({
      password: PASSWORD_ERRORS.TOO_SHORT,
    }));

  it('puts one of the most common passwords under the password', () =>
    expect(newPasswordErrors({ password: 'password123', password_confirmation: 'password123' })).toEqual({
      password: PASSWORD_ERRORS.TOO_COMMON,
    }));

  it('puts a different repetition under the repetition', () =>
    expect(newPasswordErrors({ password: strong, password_confirmation: `${strong}!` })).toEqual({
      password_confirmation: PASSWORD_ERRORS.MISMATCH,
    }));

  it('asks for the repetition when it is still empty', () =>
    expect(newPasswordErrors({ password: strong, password_confirmation: '' })).toEqual({
      password_confirmation: PASSWORD_ERRORS.MISMATCH,
    }));
});

describe(resetTokenOf.name, () => {
  it('reads the token of the mailed link', () =>
    expect(resetTokenOf(new URLSearchParams('token=abc.def-123'))).toBe('abc.def-123'));
  it('finds none in a link that lost it', () => {
    expect(resetTokenOf(new URLSearchParams(''))).toBeUndefined();
    expect(resetTokenOf(new URLSearchParams('token=%20'))).toBeUndefined();
  });
});

describe(refusesResetLink.name, () => {
  it('sees the link refused when it no longer works or its token is no token', () => {
    expect(refusesResetLink({ code: PASSWORD_RESET_ERRORS.LINK_INVALID })).toBe(true);
    expect(refusesResetLink({ code: API_ERRORS.INVALID_BODY, fields: { token: API_ERRORS.INVALID_BODY } })).toBe(true);
  });
  it('leaves other failures to the form: a too long password, a limit, the network', () => {
    expect(refusesResetLink({ code: API_ERRORS.INVALID_BODY, fields: { password: API_ERRORS.INVALID_BODY } })).toBe(false);
    expect(refusesResetLink({ code: API_ERRORS.RATE_LIMITED })).toBe(false);
    expect(refusesResetLink(undefined)).toBe(false);
  });
});
