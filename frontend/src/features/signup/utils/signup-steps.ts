import {
  ABOUT_ME_MAX_LENGTH,
  isValidEmail,
  PROFILE_ERRORS,
  SIGNUP_ERRORS,
  validateDateOfBirth,
  validateName,
  validatePassword,
} from '@dating/domain';
import type { Gender, ProfileLocation, Sexuality } from '@dating/domain';
import { isCompleteLocation } from '../../../components/location/location-choice.js';
import { photoError } from './photo-choice.js';

/** Spec §4 signup steps 0 to 4, then the push question; the account is only created after the last. */
export const SIGNUP_STEPS = ['account', 'photo', 'location', 'personal', 'aboutMe', 'push'] as const;
export type SignupStep = (typeof SIGNUP_STEPS)[number];

/** What the browser's push subscription gives (PushSubscription.toJSON()), kept until the account exists. */
export type PushSubscriptionData = {
  endpoint: string;
  expirationTime?: number | null;
  keys: { p256dh: string; auth: string };
};

/** Everything entered on the way; nothing is sent before the last step. */
export type SignupDraft = {
  email: string;
  password: string;
  photo: File | null;
  location: ProfileLocation;
  name: string;
  date_of_birth: string;
  gender: Gender | '';
  sexuality: Sexuality | '';
  about_me: string;
  push: PushSubscriptionData | null;
};

export type DraftField = keyof SignupDraft;
export type DraftErrors = Partial<Record<DraftField, string>>;

export const emptyDraft = (country = ''): SignupDraft => ({
  email: '',
  password: '',
  photo: null,
  location: { country, region: '', city: '' },
  name: '',
  date_of_birth: '',
  gender: '',
  sexuality: '',
  about_me: '',
  push: null,
});

const withoutUndefined = (errors: Record<string, string | undefined>): DraftErrors =>
  Object.fromEntries(Object.entries(errors).filter(([, code]) => code !== undefined));

/** The domain's rules for the fields of one step; `today` is YYYY-MM-DD. Empty object means the step may be left. */
export const stepErrors = (step: SignupStep, draft: SignupDraft, today: string): DraftErrors => {
  switch (step) {
    case 'account':
      return withoutUndefined({
        email: isValidEmail(draft.email) ? undefined : SIGNUP_ERRORS.EMAIL_INVALID,
        password: validatePassword(draft.password),
      });
    case 'photo':
      return withoutUndefined({ photo: draft.photo ? photoError(draft.photo) : undefined });
    case 'location':
      return withoutUndefined({ location: isCompleteLocation(draft.location) ? undefined : PROFILE_ERRORS.LOCATION_UNKNOWN });
    case 'personal':
      return withoutUndefined({
        name: validateName(draft.name, draft.email),
        date_of_birth: validateDateOfBirth(draft.date_of_birth, today),
        gender: draft.gender ? undefined : PROFILE_ERRORS.DETAIL_INVALID,
        sexuality: draft.sexuality ? undefined : PROFILE_ERRORS.DETAIL_INVALID,
      });
    case 'aboutMe':
      return withoutUndefined({
        about_me: draft.about_me.length > ABOUT_ME_MAX_LENGTH ? PROFILE_ERRORS.ABOUT_ME_TOO_LONG : undefined,
      });
    case 'push':
      return {};
  }
};

/** The first step whose fields break a rule, with its errors; undefined when the whole draft may be sent. */
export const firstInvalidStep = (
  draft: SignupDraft,
  today: string,
): { step: SignupStep; errors: DraftErrors } | undefined =>
  SIGNUP_STEPS.map((step) => ({ step, errors: stepErrors(step, draft, today) })).find(
    ({ errors }) => Object.keys(errors).length > 0,
  );

export const nextStep = (step: SignupStep): SignupStep | undefined => SIGNUP_STEPS[SIGNUP_STEPS.indexOf(step) + 1];
export const previousStep = (step: SignupStep): SignupStep | undefined => SIGNUP_STEPS[SIGNUP_STEPS.indexOf(step) - 1];

/**
 * Whether the member typed or chose anything: closing then loses something, so a modal asks first. The
 * country the site preselected (by IP) is not an entry; text that is only spaces is none either.
 */
export const hasEntries = (draft: SignupDraft, initialCountry: string): boolean => {
  const { email, password, photo, location, name, date_of_birth, gender, sexuality, about_me, push } = draft;
  const typed = [email, password, name, date_of_birth, about_me].some((text) => text.trim() !== '');
  const located = location.country !== initialCountry || location.region !== '' || location.city !== '';
  return typed || located || photo !== null || gender !== '' || sexuality !== '' || push !== null;
};

/**
 * The step to show when a kept signup is taken up again: the step the member left it at, or an earlier one
 * that still needs something (a reload forgets the password, as it is never stored).
 */
export const resumeStep = (draft: SignupDraft, leftAt: SignupStep, today: string, from: SignupStep = SIGNUP_STEPS[0]): SignupStep =>
  SIGNUP_STEPS.slice(SIGNUP_STEPS.indexOf(from), SIGNUP_STEPS.indexOf(leftAt)).find(
    (step) => Object.keys(stepErrors(step, draft, today)).length > 0,
  ) ?? leftAt;
