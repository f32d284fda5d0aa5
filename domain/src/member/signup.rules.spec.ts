import { ageOn, mayVisitorBrowse, SIGNUP_ERRORS, validateSignup } from './signup.rules.js';

const today = '2026-11-22';
const valid = { email: 'anna@example.com', name: 'Anna', password: 'correct horse', date_of_birth: '1990-05-01' };

describe('validateSignup', () => {
  it('accepts a complete, adult signup', () => expect(validateSignup(valid, today)).toEqual({}));

  it.each([
    ['a name equal to the e-mail address', { name: 'Anna@Example.com' }, 'name', SIGNUP_ERRORS.NAME_EQUALS_EMAIL],
    ['a name starting with @', { name: '@anna' }, 'name', SIGNUP_ERRORS.NAME_STARTS_WITH_AT],
    ['an empty name', { name: '  ' }, 'name', SIGNUP_ERRORS.NAME_REQUIRED],
    ['an e-mail without domain', { email: 'anna@' }, 'email', SIGNUP_ERRORS.EMAIL_INVALID],
    ['an e-mail with a space', { email: 'an na@example.com' }, 'email', SIGNUP_ERRORS.EMAIL_INVALID],
    ['an e-mail with a NUL byte', { email: 'an\u0000na@example.com' }, 'email', SIGNUP_ERRORS.EMAIL_INVALID],
    ['an e-mail with a lone surrogate', { email: 'anna\ud800@example.com' }, 'email', SIGNUP_ERRORS.EMAIL_INVALID],
    ['a missing date of birth', { date_of_birth: '' }, 'date_of_birth', SIGNUP_ERRORS.DATE_OF_BIRTH_REQUIRED],
    ['a date that does not exist', { date_of_birth: '1990-02-30' }, 'date_of_birth', SIGNUP_ERRORS.DATE_OF_BIRTH_INVALID],
    ['someone one day short of 18', { date_of_birth: '2008-11-23' }, 'date_of_birth', SIGNUP_ERRORS.UNDER_MINIMUM_AGE],
    ['a 7-character password', { password: 'abcdefg' }, 'password', SIGNUP_ERRORS.PASSWORD_TOO_SHORT],
    ['a 65-character password', { password: 'x'.repeat(65) }, 'password', SIGNUP_ERRORS.PASSWORD_TOO_LONG],
  ])('rejects %s', (_label, change, field, code) => expect(validateSignup({ ...valid, ...change }, today)).toEqual({ [field]: code }));

  it('accepts someone on their 18th birthday', () => expect(validateSignup({ ...valid, date_of_birth: '2008-11-22' }, today)).toEqual({}));
});

describe('ageOn', () => {
  it('counts a leap-day birthday as passed on 1 March', () => expect(ageOn('2000-02-29', '2018-03-01')).toBe(18));
  it('counts the day before a birthday as the younger age', () => expect(ageOn('2000-05-02', '2018-05-01')).toBe(17));
});

describe(mayVisitorBrowse.name, () => {
  const site = (logged_out_search: boolean, logged_out_search_trafficsource: boolean) => ({ logged_out_search, logged_out_search_trafficsource });

  it('lets every visitor browse where the site allows logged-out search', () => expect(mayVisitorBrowse(site(true, false), undefined)).toBe(true));
  it('lets only visitors from a traffic source browse where the site allows it for them', () => {
    expect(mayVisitorBrowse(site(false, true), 'adnet')).toBe(true);
    expect(mayVisitorBrowse(site(false, true), undefined)).toBe(false);
    expect(mayVisitorBrowse(site(false, true), '')).toBe(false);
  });
  it('lets no visitor browse where neither is allowed', () => expect(mayVisitorBrowse(site(false, false), 'adnet')).toBe(false));
});
