import { ALERT_QUIET_DAYS, memberAlertOf, type AlertFacts, type MemberAlert } from './member-alerts.rules.js';

const NOW = Date.parse('2026-11-28T10:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const everythingWrong: AlertFacts = { confirmed: true, mailStopped: true, hasPhoto: false, pushAskable: true };
const neverDismissed = () => undefined;

describe(memberAlertOf.name, () => {
  it('shows the most pressing alert first, one at a time', () => {
    expect(memberAlertOf(everythingWrong, neverDismissed, NOW)).toBe('mailStopped');
    expect(memberAlertOf({ ...everythingWrong, mailStopped: false }, neverDismissed, NOW)).toBe('photo');
    expect(memberAlertOf({ ...everythingWrong, mailStopped: false, hasPhoto: true }, neverDismissed, NOW)).toBe('push');
  });

  it('shows nothing when nothing is wrong, or while the address still waits for confirmation', () => {
    expect(memberAlertOf({ confirmed: true, mailStopped: false, hasPhoto: true, pushAskable: false }, neverDismissed, NOW)).toBeUndefined();
    expect(memberAlertOf({ ...everythingWrong, confirmed: false }, neverDismissed, NOW)).toBeUndefined();
  });

  it('leaves a dismissed alert out for a week, then shows it again if its cause is still there', () => {
    const dismissed = (days: number) => (alert: MemberAlert) => (alert === 'mailStopped' ? NOW - days * DAY : undefined);
    expect(memberAlertOf(everythingWrong, dismissed(1), NOW)).toBe('photo');
    expect(memberAlertOf(everythingWrong, dismissed(ALERT_QUIET_DAYS), NOW)).toBe('mailStopped');
  });
});
