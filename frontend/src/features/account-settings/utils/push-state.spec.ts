import { PUSH_STATES, pushStateOf } from './push-state.js';

describe(pushStateOf.name, () => {
  it('is unsupported without the browser APIs, whatever else is known', () =>
    expect(pushStateOf({ supported: false, permission: 'granted', subscribed: true })).toBe(PUSH_STATES.UNSUPPORTED));

  it('is denied when the member blocked notifications for the site', () =>
    expect(pushStateOf({ supported: true, permission: 'denied', subscribed: true })).toBe(PUSH_STATES.DENIED));

  it('is subscribed with a subscription and permission', () =>
    expect(pushStateOf({ supported: true, permission: 'granted', subscribed: true })).toBe(PUSH_STATES.SUBSCRIBED));

  it('is not subscribed when permission was granted but no subscription exists', () =>
    expect(pushStateOf({ supported: true, permission: 'granted', subscribed: false })).toBe(PUSH_STATES.NOT_SUBSCRIBED));

  it('is not subscribed while the member was never asked', () =>
    expect(pushStateOf({ supported: true, permission: 'default', subscribed: false })).toBe(PUSH_STATES.NOT_SUBSCRIBED));
});
