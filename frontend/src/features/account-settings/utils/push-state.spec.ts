import { canTurnOffPush, canTurnOnPush, PUSH_STATES, pushStateOf, TURN_ON_PROBLEMS, turnOnProblemOf } from './push-state.js';

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

describe(canTurnOnPush.name, () => {
  // "Not now" in the signup asks the browser nothing: the permission stays undecided and no subscription exists.
  it('after Not now, settings still offer push', () =>
    expect(canTurnOnPush(pushStateOf({ supported: true, permission: 'default', subscribed: false }))).toBe(true));

  it('offers push again when permission was granted but the subscription is gone', () =>
    expect(canTurnOnPush(pushStateOf({ supported: true, permission: 'granted', subscribed: false }))).toBe(true));

  it.each([
    ['push is on', { supported: true, permission: 'granted', subscribed: true }],
    ['the browser blocks notifications (only the browser can lift that)', { supported: true, permission: 'denied', subscribed: false }],
    ['the browser cannot receive push', { supported: false, permission: 'default', subscribed: false }],
  ] as const)('offers nothing when %s', (_label, capability) => expect(canTurnOnPush(pushStateOf(capability))).toBe(false));

  it('offers nothing while the state is being read', () => expect(canTurnOnPush(undefined)).toBe(false));
});

describe(canTurnOffPush.name, () => {
  it('offers to switch push off while it is on', () =>
    expect(canTurnOffPush(pushStateOf({ supported: true, permission: 'granted', subscribed: true }))).toBe(true));

  it.each([
    ['push is off', { supported: true, permission: 'default', subscribed: false }],
    ['the browser blocks notifications (a subscription left behind delivers nothing)', { supported: true, permission: 'denied', subscribed: true }],
    ['the browser cannot receive push', { supported: false, permission: 'granted', subscribed: true }],
  ] as const)('offers nothing when %s', (_label, capability) => expect(canTurnOffPush(pushStateOf(capability))).toBe(false));

  it('offers nothing while the state is being read', () => expect(canTurnOffPush(undefined)).toBe(false));
});

describe(turnOnProblemOf.name, () => {
  it('reports nothing once push is on', () => expect(turnOnProblemOf('subscribed', PUSH_STATES.SUBSCRIBED)).toBeUndefined());

  it('reports nothing for a block: the blocked state explains how to allow push in the browser', () =>
    expect(turnOnProblemOf('denied', PUSH_STATES.DENIED)).toBeUndefined());

  it('says push was not allowed when the browser’s question was closed unanswered', () =>
    expect(turnOnProblemOf('denied', PUSH_STATES.NOT_SUBSCRIBED)).toBe(TURN_ON_PROBLEMS.NOT_ALLOWED));

  it('says it failed when the push service or the site could not be reached', () =>
    expect(turnOnProblemOf('failed', PUSH_STATES.NOT_SUBSCRIBED)).toBe(TURN_ON_PROBLEMS.FAILED));
});
