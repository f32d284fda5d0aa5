import { PASSWORD_ERRORS, PHOTO_ERRORS, PROFILE_ERRORS, SIGNUP_ERRORS } from '@dating/domain';
import { emptyDraft, firstInvalidStep, hasEntries, nextStep, previousStep, resumeStep, SIGNUP_STEPS, stepErrors } from './signup-steps.js';
import type { SignupDraft } from './signup-steps.js';

const today = '2025-06-15';
const photo = (type: string, size: number) => ({ type, size }) as File;
const completeDraft = (): SignupDraft => ({
  ...emptyDraft('NL'),
  email: 'roos@example.com',
  password: 'a-long-secret-1',
  location: { country: 'NL', region: 'Noord-Holland', city: 'Amsterdam' },
  name: 'Roos',
  date_of_birth: '1992-03-08',
  gender: 'female',
  sexuality: 'hetero',
});

describe(stepErrors.name, () => {
  describe('when the account step is empty', () => {
    it('asks for a valid e-mail address and a password', () =>
      expect(stepErrors('account', emptyDraft(), today)).toEqual({
        email: SIGNUP_ERRORS.EMAIL_INVALID,
        password: PASSWORD_ERRORS.TOO_SHORT,
      }));
  });
  it('refuses one of the most common passwords', () =>
    expect(stepErrors('account', { ...completeDraft(), password: 'password123' }, today)).toEqual({
      password: PASSWORD_ERRORS.TOO_COMMON,
    }));
  it('lets the photo step be left without a photo', () => expect(stepErrors('photo', emptyDraft(), today)).toEqual({}));
  it('refuses a file that is not an image', () =>
    expect(stepErrors('photo', { ...completeDraft(), photo: photo('application/pdf', 1000) }, today)).toEqual({
      photo: PHOTO_ERRORS.NOT_AN_IMAGE,
    }));
  it('needs a city, not only a country', () =>
    expect(stepErrors('location', emptyDraft('NL'), today)).toEqual({ location: PROFILE_ERRORS.LOCATION_UNKNOWN }));
  describe('when the personal step is empty', () => {
    it('asks for name, date of birth, gender and sexuality', () =>
      expect(stepErrors('personal', emptyDraft(), today)).toEqual({
        name: SIGNUP_ERRORS.NAME_REQUIRED,
        date_of_birth: SIGNUP_ERRORS.DATE_OF_BIRTH_REQUIRED,
        gender: PROFILE_ERRORS.DETAIL_INVALID,
        sexuality: PROFILE_ERRORS.DETAIL_INVALID,
      }));
  });
  it('refuses a profile name equal to the e-mail address entered in the first step', () =>
    expect(stepErrors('personal', { ...completeDraft(), name: 'Roos@Example.com' }, today)).toEqual({
      name: SIGNUP_ERRORS.NAME_EQUALS_EMAIL,
    }));
  it('refuses a member under the minimum age on the day of signup', () =>
    expect(stepErrors('personal', { ...completeDraft(), date_of_birth: '2007-06-16' }, today)).toEqual({
      date_of_birth: SIGNUP_ERRORS.UNDER_MINIMUM_AGE,
    }));
  it('lets about-me stay empty', () => expect(stepErrors('aboutMe', emptyDraft(), today)).toEqual({}));
  it('refuses an about-me text over the maximum length', () =>
    expect(stepErrors('aboutMe', { ...completeDraft(), about_me: 'x'.repeat(2001) }, today)).toEqual({
      about_me: PROFILE_ERRORS.ABOUT_ME_TOO_LONG,
    }));
});

describe(firstInvalidStep.name, () => {
  it('accepts a complete draft', () => expect(firstInvalidStep(completeDraft(), today)).toBeUndefined());
  it('names the earliest step that breaks a rule', () =>
    expect(firstInvalidStep({ ...completeDraft(), name: '', password: 'short' }, today)).toEqual({
      step: 'account',
      errors: { password: PASSWORD_ERRORS.TOO_SHORT },
    }));
});

describe('step order', () => {
  it('goes account, photo, location, personal, about me, push', () =>
    expect(SIGNUP_STEPS).toEqual(['account', 'photo', 'location', 'personal', 'aboutMe', 'push']));
  it('has nothing after the push question (sending follows)', () => expect(nextStep('push')).toBeUndefined());
  it('goes back from location to photo', () => expect(previousStep('location')).toBe('photo'));
  it('has nothing before the account step', () => expect(previousStep('account')).toBeUndefined());
});

describe(hasEntries.name, () => {
  it('sees nothing in an empty draft with the country the site preselected', () => expect(hasEntries(emptyDraft('NL'), 'NL')).toBe(false));
  it('sees nothing in text that is only spaces', () => expect(hasEntries({ ...emptyDraft('NL'), email: '  ' }, 'NL')).toBe(false));
  it.each([
    ['an e-mail address', { email: 'r' }],
    ['a password', { password: 'x' }],
    ['another country', { location: { country: 'BE', region: '', city: '' } }],
    ['a gender', { gender: 'female' }],
    ['an about-me text', { about_me: 'Hi' }],
  ] as const)('sees %s', (_, entry) => expect(hasEntries({ ...emptyDraft('NL'), ...entry }, 'NL')).toBe(true));
});

describe(resumeStep.name, () => {
  it('takes up a complete draft at the step it was left at', () => expect(resumeStep(completeDraft(), 'aboutMe', today)).toBe('aboutMe'));
  it('starts at the account step when the password is missing (after a reload)', () =>
    expect(resumeStep({ ...completeDraft(), password: '' }, 'aboutMe', today)).toBe('account'));
  it('goes on from a given step to the first that needs something, else to where the member was', () => {
    const noCity = { ...completeDraft(), location: { country: 'NL', region: 'Noord-Holland', city: '' } };
    expect(resumeStep(noCity, 'aboutMe', today, 'photo')).toBe('location');
    expect(resumeStep(completeDraft(), 'aboutMe', today, 'photo')).toBe('aboutMe');
  });
});
