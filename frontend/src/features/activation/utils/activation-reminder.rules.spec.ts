import {
  activationReminderKind,
  isReminderFreeScreen,
  isSmartphone,
  needsActivationReminder,
  signupCompleteFlagIn,
} from './activation-reminder.rules.js';
import type { ReminderUser } from './activation-reminder.rules.js';

const member = (
  status: ReminderUser['status'],
  { profile = status === 'confirmed' ? 'active' : 'disabled', disabled = [] as string[] } = {},
): ReminderUser => ({ status, notifications_disabled: disabled, profile: { status: profile as 'active' | 'disabled' } });

const unconfirmed = member('not_confirmed');
const onMembers = { user: unconfirmed, pathname: '/members', search: '', signupCompleteFlag: false, smartphone: false, modalDismissed: false };

const PIXEL = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';
const ANDROID_TABLET = 'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

describe(needsActivationReminder.name, () => {
  it('reminds a member who has not confirmed the e-mail address', () => expect(needsActivationReminder(unconfirmed)).toBe(true));
  it('leaves a confirmed member alone', () => expect(needsActivationReminder(member('confirmed'))).toBe(false));
  it('leaves an unconfirmed member alone whose profile is active', () =>
    expect(needsActivationReminder(member('not_confirmed', { profile: 'active' }))).toBe(false));
  it('leaves a member alone whose mail bounced', () =>
    expect(needsActivationReminder(member('not_confirmed', { disabled: ['bounce'] }))).toBe(false));
  it('says nothing to visitors', () => expect(needsActivationReminder(null)).toBe(false));
});

describe(isReminderFreeScreen.name, () => {
  it.each([
    ['/signup', ''],
    ['/complete-signup', ''],
    ['/notifications', ''],
    ['/profile', '?tab=settings'],
  ])('keeps %s%s free of the reminder', (pathname, search) => expect(isReminderFreeScreen(pathname, search)).toBe(true));
  it.each([
    ['/members', ''],
    ['/profile', ''],
    ['/profile', '?tab=photos'],
  ])('reminds on %s%s', (pathname, search) => expect(isReminderFreeScreen(pathname, search)).toBe(false));
});

describe(signupCompleteFlagIn.name, () => {
  it('is on when the query names it', () => {
    expect(signupCompleteFlagIn('?api_signup_complete=1')).toBe(true);
    expect(signupCompleteFlagIn('?network=x&api_signup_complete')).toBe(true);
  });
  it('is off when the query says so', () => expect(signupCompleteFlagIn('?api_signup_complete=false')).toBe(false));
  it('is unknown when the query does not mention it', () => expect(signupCompleteFlagIn('?network=x')).toBeUndefined());
});

describe(isSmartphone.name, () => {
  const wide = { coarsePointer: false, viewportWidth: 1280 };
  it.each([PIXEL, IPHONE])('recognises a phone by its browser: %s', (userAgent) =>
    expect(isSmartphone({ userAgent, ...wide })).toBe(true));
  it.each([IPAD, ANDROID_TABLET, DESKTOP])('does not take a tablet or desktop for a phone: %s', (userAgent) =>
    expect(isSmartphone({ userAgent, coarsePointer: true, viewportWidth: 900 })).toBe(false));
  it('takes a narrow touch screen for a phone', () =>
    expect(isSmartphone({ userAgent: DESKTOP, coarsePointer: true, viewportWidth: 400 })).toBe(true));
  it('does not take a narrow desktop window for a phone', () =>
    expect(isSmartphone({ userAgent: DESKTOP, coarsePointer: false, viewportWidth: 400 })).toBe(false));
});

describe(activationReminderKind.name, () => {
  it('shows an alert to an unconfirmed member', () => expect(activationReminderKind(onMembers)).toBe('alert'));
  it('shows a modal on a smartphone when the signup flag is on', () =>
    expect(activationReminderKind({ ...onMembers, signupCompleteFlag: true, smartphone: true })).toBe('modal'));
  it('keeps the alert on a desktop even with the signup flag on', () =>
    expect(activationReminderKind({ ...onMembers, signupCompleteFlag: true })).toBe('alert'));
  it('keeps the alert on a smartphone without the signup flag', () =>
    expect(activationReminderKind({ ...onMembers, smartphone: true })).toBe('alert'));
  it('falls back to the alert once the member closed the modal', () =>
    expect(activationReminderKind({ ...onMembers, signupCompleteFlag: true, smartphone: true, modalDismissed: true })).toBe('alert'));
  it('shows nothing on the settings screen', () =>
    expect(activationReminderKind({ ...onMembers, pathname: '/profile', search: '?tab=settings' })).toBe('none'));
  it('shows nothing to a confirmed member', () =>
    expect(activationReminderKind({ ...onMembers, user: member('confirmed') })).toBe('none'));
});
