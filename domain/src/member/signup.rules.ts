import { SINGLE_LINE_TEXT } from '../kernel/request-text.rules.js';
import { validatePassword } from './password.rules.js';

/** Spec §5 signup rules, shared by the API and the browser. Each violation is a stable code the UI translates. */
export const MINIMUM_AGE = 18;
export const NAME_MAX_LENGTH = 30;

export const SIGNUP_ERRORS = {
  NAME_REQUIRED: 'SIGNUP.NAME_REQUIRED',
  NAME_TOO_LONG: 'SIGNUP.NAME_TOO_LONG',
  NAME_EQUALS_EMAIL: 'SIGNUP.NAME_EQUALS_EMAIL',
  NAME_STARTS_WITH_AT: 'SIGNUP.NAME_STARTS_WITH_AT',
  DATE_OF_BIRTH_REQUIRED: 'SIGNUP.DATE_OF_BIRTH_REQUIRED',
  UNDER_MINIMUM_AGE: 'SIGNUP.UNDER_MINIMUM_AGE',
  DATE_OF_BIRTH_INVALID: 'SIGNUP.DATE_OF_BIRTH_INVALID',
  EMAIL_INVALID: 'SIGNUP.EMAIL_INVALID',
  PASSWORD_TOO_SHORT: 'SIGNUP.PASSWORD_TOO_SHORT',
  PASSWORD_TOO_LONG: 'SIGNUP.PASSWORD_TOO_LONG',
  EMAIL_TAKEN: 'SIGNUP.EMAIL_TAKEN',
  EMAIL_OF_DELETED_ACCOUNT: 'SIGNUP.EMAIL_OF_DELETED_ACCOUNT',
  CLOSED: 'SIGNUP.CLOSED',
  /** The member a first message is addressed to is not one the new member may see (gone, hidden, banned, unknown). */
  MESSAGE_RECIPIENT_UNAVAILABLE: 'SIGNUP.MESSAGE_RECIPIENT_UNAVAILABLE',
  /** The site's welcome (free messages or signup credits) pays for no message: the first one waits in the chat for credits. */
  MESSAGE_NOT_PAID_BY_WELCOME: 'SIGNUP.MESSAGE_NOT_PAID_BY_WELCOME',
} as const;

export type SignupField = 'email' | 'name' | 'password' | 'date_of_birth';
export type SignupErrors = Partial<Record<SignupField, string>>;
export interface SignupInput {
  readonly email: string;
  readonly name: string;
  readonly password: string;
  readonly date_of_birth: string;
}

// Deliberately simple: one @, no spaces, a dot in the domain. Deliverability is proven by the activation mail.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/;
const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();
// Control characters and lone surrogates are not \s, so the pattern alone would let them through (and NUL into PostgreSQL).
export const isValidEmail = (email: string): boolean => email.length <= 254 && SINGLE_LINE_TEXT.test(email) && EMAIL_PATTERN.test(email.trim());

/** Calendar date parts, or undefined for anything that is not a real date such as 2023-02-30. */
const parseIsoDate = (value: string): { year: number; month: number; day: number } | undefined => {
  const match = ISO_DATE_PATTERN.exec(value);
  if (!match) return undefined;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? { year, month, day } : undefined;
};

/** Whole years between a date of birth and today (both YYYY-MM-DD); undefined when either is not a date. */
export const ageOn = (dateOfBirth: string, today: string): number | undefined => {
  const born = parseIsoDate(dateOfBirth);
  const now = parseIsoDate(today);
  if (!born || !now) return undefined;
  const hadBirthday = now.month > born.month || (now.month === born.month && now.day >= born.day);
  return now.year - born.year - (hadBirthday ? 0 : 1);
};

export const validateName = (name: string, email: string): string | undefined => {
  const trimmed = name.trim();
  if (!trimmed) return SIGNUP_ERRORS.NAME_REQUIRED;
  if (trimmed.length > NAME_MAX_LENGTH) return SIGNUP_ERRORS.NAME_TOO_LONG;
  if (trimmed.startsWith('@')) return SIGNUP_ERRORS.NAME_STARTS_WITH_AT;
  if (normaliseEmail(trimmed) === normaliseEmail(email)) return SIGNUP_ERRORS.NAME_EQUALS_EMAIL;
  return undefined;
};

export const validateDateOfBirth = (dateOfBirth: string, today: string): string | undefined => {
  if (!dateOfBirth.trim()) return SIGNUP_ERRORS.DATE_OF_BIRTH_REQUIRED;
  const age = ageOn(dateOfBirth, today);
  if (age === undefined || age > 120) return SIGNUP_ERRORS.DATE_OF_BIRTH_INVALID;
  return age < MINIMUM_AGE ? SIGNUP_ERRORS.UNDER_MINIMUM_AGE : undefined;
};

/** Every rule at once, so a form can show all problems together. Empty object means valid. */
export const validateSignup = (input: SignupInput, today: string): SignupErrors => {
  const errors: SignupErrors = {
    email: isValidEmail(input.email) ? undefined : SIGNUP_ERRORS.EMAIL_INVALID,
    name: validateName(input.name, input.email),
    password: validatePassword(input.password),
    date_of_birth: validateDateOfBirth(input.date_of_birth, today),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, code]) => code !== undefined));
};

/** Spec §6: visitors may sign up when signups are open to all, or when they arrive through a traffic source. */
export const isSignupOpen = (signups: 'all' | 'with_trafficsource', tracking: { network?: string; ref?: string }): boolean =>
  signups === 'all' || Boolean(tracking.network || tracking.ref);

/** Spec §6: a visitor may search and see profiles where the site allows it, or its traffic-source variant and they came through one. */
export const mayVisitorBrowse = (site: { logged_out_search: boolean; logged_out_search_trafficsource: boolean }, trafficSource: string | undefined): boolean =>
  site.logged_out_search || (site.logged_out_search_trafficsource && Boolean(trafficSource));

/**
 * On the activation error page's address: the link may be good, the site failed to take it a moment ago (say so, and
 * let the person open it again), rather than the link being no good.
 */
export const ACTIVATION_RETRY_PARAMETER = 'retry';
