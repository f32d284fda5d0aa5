import { paths } from '../../../config/paths.js';
import type { User } from '../../../types/api.js';

export type ReminderUser = Pick<User, 'status' | 'notifications_disabled'> & { profile: Pick<User['profile'], 'status'> };

/**
 * Spec §4: an unconfirmed account with a disabled profile is reminded to activate, unless its e-mail
 * notifications are disabled (bounce, complaint): then a mail cannot reach it and the reminder would only nag.
 */
export const needsActivationReminder = (user: ReminderUser | null): boolean =>
  user !== null &&
  user.status === 'not_confirmed' &&
  user.profile.status === 'disabled' &&
  user.notifications_disabled.length === 0;

const SETTINGS_TAB = 'settings';
// The confirmation screen shows the same things in full.
const SCREENS_WITHOUT_REMINDER: string[] = [paths.signup, paths.completeSignup, paths.notifications];

/** Spec §4: the reminder stays away from the signup, settings and notifications screens, where the member deals with it. */
export const isReminderFreeScreen = (pathname: string, search: string): boolean =>
  SCREENS_WITHOUT_REMINDER.includes(pathname) ||
  (pathname === paths.myProfile && new URLSearchParams(search).get('tab') === SETTINGS_TAB);

/** The signup query flag (spec §3 app state): a signup made through the API asks for the modal reminder. */
export const SIGNUP_COMPLETE_FLAG = 'api_signup_complete';
const FLAG_OFF = ['0', 'false', 'off', 'no'];

/** The flag in a query string: true or false when given (`?api_signup_complete` alone counts as on), else undefined. */
export const signupCompleteFlagIn = (search: string): boolean | undefined => {
  const value = new URLSearchParams(search).get(SIGNUP_COMPLETE_FLAG);
  return value === null ? undefined : !FLAG_OFF.includes(value.trim().toLowerCase());
};

export type Device = { userAgent: string; coarsePointer: boolean; viewportWidth: number };
const SMARTPHONE_AGENT = /iPhone|iPod|Windows Phone|Android.+Mobile/i;
// Bootstrap's sm breakpoint (spec §9): narrower touch screens are phones whatever their browser says.
const PHONE_MAX_WIDTH = 576;

export const isSmartphone = ({ userAgent, coarsePointer, viewportWidth }: Device): boolean =>
  SMARTPHONE_AGENT.test(userAgent) || (coarsePointer && viewportWidth < PHONE_MAX_WIDTH);

export type ReminderKind = 'none' | 'alert' | 'modal';

type ReminderContext = {
  user: ReminderUser | null;
  pathname: string;
  search: string;
  signupCompleteFlag: boolean;
  smartphone: boolean;
  /** The member closed the modal this visit: the alert remains. */
  modalDismissed: boolean;
};

/** Spec §4: whether and how to remind — an alert, or a modal when the signup flag is on and the device is a smartphone. */
export const activationReminderKind = (context: ReminderContext): ReminderKind => {
  if (!needsActivationReminder(context.user) || isReminderFreeScreen(context.pathname, context.search)) return 'none';
  return context.signupCompleteFlag && context.smartphone && !context.modalDismissed ? 'modal' : 'alert';
};
