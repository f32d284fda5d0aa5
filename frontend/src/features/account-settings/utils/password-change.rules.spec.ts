import { PASSWORD_MAX_LENGTH } from '@dating/domain';
import { checkPasswordChange } from './password-change.rules.js';

describe(checkPasswordChange.name, () => {
  it('accepts a strong password typed twice', () =>
    expect(checkPasswordChange('a-long-secret-9', 'a-long-secret-9')).toEqual({ fields: {} }));

  describe('when the repetition differs', () => {
    it('marks the repetition', () =>
      expect(checkPasswordChange('a-long-secret-9', 'a-long-secret-8')).toEqual({
        fields: { password_confirmation: 'PASSWORD.MISMATCH' },
      }));
  });

  describe('when the new password breaks a rule', () => {
    it('marks a short one on the new password, before comparing', () =>
      expect(checkPasswordChange('short', 'other')).toEqual({ fields: { password: 'SIGNUP.PASSWORD_TOO_SHORT' } }));

    it('marks a long one', () => {
      const long = 'x'.repeat(PASSWORD_MAX_LENGTH + 1);
      expect(checkPasswordChange(long, long)).toEqual({ fields: { password: 'SIGNUP.PASSWORD_TOO_LONG' } });
    });

    it('marks one of the most common passwords', () =>
      expect(checkPasswordChange('password123', 'password123')).toEqual({ fields: { password: 'PASSWORD.TOO_COMMON' } }));
  });
});
