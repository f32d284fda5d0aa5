import { API_ERRORS } from '../../../lib/error-codes.js';
import { PASSWORD_ERRORS, SIGNUP_ERRORS } from '@dating/domain';
import { refusalOf } from './signup-refusal.js';

describe(refusalOf.name, () => {
  it('sends an address that got taken meanwhile back to the account step, with the login link', () =>
    expect(refusalOf({ code: SIGNUP_ERRORS.EMAIL_TAKEN })).toEqual({ step: 'account', errors: {}, emailStatus: 'active' }));
  it('sends the address of a deleted account back to the account step, with the reactivation', () =>
    expect(refusalOf({ code: SIGNUP_ERRORS.EMAIL_OF_DELETED_ACCOUNT })).toEqual({
      step: 'account',
      errors: {},
      emailStatus: 'deleted',
    }));
  it('sends a refused password back to the account step', () =>
    expect(refusalOf({ code: PASSWORD_ERRORS.TOO_COMMON, fields: { password: PASSWORD_ERRORS.TOO_COMMON } })).toEqual({
      step: 'account',
      errors: { password: PASSWORD_ERRORS.TOO_COMMON },
    }));
  it('sends a refused name or date of birth back to the personal step', () =>
    expect(
      refusalOf({
        code: SIGNUP_ERRORS.NAME_STARTS_WITH_AT,
        fields: { name: SIGNUP_ERRORS.NAME_STARTS_WITH_AT, date_of_birth: SIGNUP_ERRORS.UNDER_MINIMUM_AGE },
      }),
    ).toEqual({
      step: 'personal',
      errors: { name: SIGNUP_ERRORS.NAME_STARTS_WITH_AT, date_of_birth: SIGNUP_ERRORS.UNDER_MINIMUM_AGE },
    }));
  it('leaves failures the member cannot correct to a retry', () => {
    expect(refusalOf({ code: API_ERRORS.GENERIC })).toBeUndefined();
    expect(refusalOf({ code: API_ERRORS.INVALID_BODY, fields: { language: API_ERRORS.INVALID_BODY } })).toBeUndefined();
  });
});
