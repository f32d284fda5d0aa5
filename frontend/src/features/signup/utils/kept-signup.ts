import { GENDERS, SEXUALITIES } from '@dating/domain';
import { emptyDraft, SIGNUP_STEPS } from './signup-steps.js';
import type { SignupDraft, SignupStep } from './signup-steps.js';

/** A signup the member left before its end: the step they were at and what they had entered. */
export type KeptSignup = {
  step: SignupStep;
  draft: SignupDraft;
  /** The draft came back from the tab's storage after a reload, without the password the member had typed. */
  passwordDropped: boolean;
};

const STORAGE_KEY = 'signup-draft';

/**
 * What the tab's storage may hold of a kept signup: never the password. The photo (a file) and the push
 * subscription (keys of this browser) stay in memory as well.
 */
export const storableSignup = ({ step, draft }: KeptSignup): string => {
  const { password: _password, photo: _photo, push: _push, ...entries } = draft;
  return JSON.stringify({ step, draft: entries });
};

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');
const oneOf = <Value extends string>(values: readonly Value[], value: unknown): Value | '' =>
  values.find((known) => known === value) ?? '';
const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The signup the tab's storage holds; a value it does not recognise is left empty, a record it cannot read is none. */
export const signupFromStorage = (stored: string | null | undefined): KeptSignup | undefined => {
  const parsed = stored ? parseJson(stored) : undefined;
  if (!isRecord(parsed) || !isRecord(parsed.draft)) return undefined;
  const step = SIGNUP_STEPS.find((known) => known === parsed.step);
  if (!step) return undefined;
  const { draft } = parsed;
  const location = isRecord(draft.location) ? draft.location : {};
  return {
    step,
    draft: {
      ...emptyDraft(),
      email: textOf(draft.email),
      location: { country: textOf(location.country), region: textOf(location.region), city: textOf(location.city) },
      name: textOf(draft.name),
      date_of_birth: textOf(draft.date_of_birth),
      gender: oneOf(GENDERS, draft.gender),
      sexuality: oneOf(SEXUALITIES, draft.sexuality),
      about_me: textOf(draft.about_me),
    },
    passwordDropped: true,
  };
};

// The signup of this visit, password included: it lives as long as the page. The tab's storage (cleared
// when the tab closes) carries the rest over a reload.
let inMemory: KeptSignup | undefined;

// Storage may be switched off or full: the signup is then kept for the visit only.
const tabStorage = (): Storage | undefined => {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
};

/** Keeps where the member is in the signup, so closing it (or a reload) loses nothing. */
export const keepSignup = (signup: KeptSignup): void => {
  inMemory = signup;
  try {
    tabStorage()?.setItem(STORAGE_KEY, storableSignup(signup));
  } catch {
    // Full or refused: memory still has it.
  }
};

/** The signup to take up again: this visit's, else the one stored before a reload; undefined to start afresh. */
export const keptSignup = (): KeptSignup | undefined => {
  if (inMemory) return inMemory;
  try {
    return signupFromStorage(tabStorage()?.getItem(STORAGE_KEY));
  } catch {
    return undefined;
  }
};

/** Forgets the kept signup: nothing was entered, or the account exists. */
export const forgetSignup = (): void => {
  inMemory = undefined;
  try {
    tabStorage()?.removeItem(STORAGE_KEY);
  } catch {
    // Nothing to forget where there is no storage.
  }
};
