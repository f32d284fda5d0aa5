import { PASSWORD_ERRORS, validatePassword, validatePasswordPair } from './password.rules.js';

describe(validatePassword.name, () => {
  it.each([
    ['7 characters', 'abcdefg', PASSWORD_ERRORS.TOO_SHORT],
    ['65 characters', 'x'.repeat(65), PASSWORD_ERRORS.TOO_LONG],
    ['one of the most common passwords', 'password1', PASSWORD_ERRORS.TOO_COMMON],
    ['a common password in other case', 'Qwertyuiop', PASSWORD_ERRORS.TOO_COMMON],
    ['the Dutch "wachtwoord"', 'wachtwoord', PASSWORD_ERRORS.TOO_COMMON],
  ])('refuses %s', (_, password, code) => expect(validatePassword(password)).toBe(code));

  it.each([['8 characters', 'tr0mb0ne'], ['64 characters', 'y'.repeat(64)], ['a passphrase', 'correct horse battery']])('accepts %s', (_, password) =>
    expect(validatePassword(password)).toBeUndefined());
});

describe(validatePasswordPair.name, () => {
  it('reports the rule before the mismatch', () => expect(validatePasswordPair('short', 'other')).toBe(PASSWORD_ERRORS.TOO_SHORT));
  it('refuses two different passwords', () => expect(validatePasswordPair('correct horse', 'correct house')).toBe(PASSWORD_ERRORS.MISMATCH));
  it('accepts the same good password twice', () => expect(validatePasswordPair('correct horse', 'correct horse')).toBeUndefined());
});
