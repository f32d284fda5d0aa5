import { ACCOUNT_ERRORS, LOGIN_LOCKOUT_MINUTES, MEMBER_ERRORS } from '@dating/domain';
import { loginAlertOf } from './login-alert.rules.js';

describe(loginAlertOf.name, () => {
  it('shows nothing before a login was refused', () => expect(loginAlertOf(undefined)).toBeUndefined());

  describe('when the password was wrong', () => {
    it('shows the text of the code', () =>
      expect(loginAlertOf({ code: MEMBER_ERRORS.LOGIN_FAILED })).toEqual({
        kind: 'error',
        code: MEMBER_ERRORS.LOGIN_FAILED,
        params: {},
      }));
  });

  describe('when the account is locked', () => {
    it('names the minutes the server sent', () =>
      expect(loginAlertOf({ code: MEMBER_ERRORS.LOCKED_OUT, params: { minutes: 7 } })).toEqual({
        kind: 'error',
        code: MEMBER_ERRORS.LOCKED_OUT,
        params: { minutes: 7 },
      }));

    it('names the full lockout when the server sent no minutes', () =>
      expect(loginAlertOf({ code: MEMBER_ERRORS.LOCKED_OUT })).toMatchObject({ params: { minutes: LOGIN_LOCKOUT_MINUTES } }));
  });

  describe('when the account was deleted', () => {
    it('offers the reactivation notice with the day of final deletion', () =>
      expect(
        loginAlertOf({ code: ACCOUNT_ERRORS.DELETED, params: { final_date: '2030-03-14T09:30:00.000Z' } }),
      ).toEqual({ kind: 'deleted', finalDate: new Date('2030-03-14T09:30:00.000Z') }));

    it('leaves the day out when the server sent none or no date', () => {
      expect(loginAlertOf({ code: ACCOUNT_ERRORS.DELETED })).toEqual({ kind: 'deleted', finalDate: undefined });
      expect(loginAlertOf({ code: ACCOUNT_ERRORS.DELETED, params: { final_date: 'soon' } })).toEqual({
        kind: 'deleted',
        finalDate: undefined,
      });
    });
  });
});
