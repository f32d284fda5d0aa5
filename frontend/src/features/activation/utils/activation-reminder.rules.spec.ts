import { needsActivationReminder } from './activation-reminder.rules.js';

const member = (status: 'not_confirmed' | 'confirmed', notifications_disabled: string[] = []) => ({ status, notifications_disabled });

describe(needsActivationReminder.name, () => {
  it('reminds a member who has not confirmed the e-mail address', () =>
    expect(needsActivationReminder(member('not_confirmed'))).toBe(true));
  it('leaves a confirmed member alone', () => expect(needsActivationReminder(member('confirmed'))).toBe(false));
  it('leaves a member alone whose mail bounced', () =>
    expect(needsActivationReminder(member('not_confirmed', ['bounce']))).toBe(false));
  it('says nothing to visitors', () => expect(needsActivationReminder(null)).toBe(false));
});
