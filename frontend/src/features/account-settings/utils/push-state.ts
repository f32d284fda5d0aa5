/** Spec §4 push: what this device can and does receive. */
export const PUSH_STATES = {
  UNSUPPORTED: 'unsupported',
  DENIED: 'denied',
  SUBSCRIBED: 'subscribed',
  NOT_SUBSCRIBED: 'not_subscribed',
} as const;
export type PushState = (typeof PUSH_STATES)[keyof typeof PUSH_STATES];

export type PushCapability = {
  /** Service workers, the Push API and notifications all exist in this browser, and the site has a push key. */
  supported: boolean;
  permission: NotificationPermission;
  /** The service worker holds a push subscription. */
  subscribed: boolean;
};

/**
 * Read from the browser alone: the signup's "Not now" asks the browser nothing, so it leaves the permission undecided
 * and push can be switched on here later. A subscription only delivers while permission is granted; a denial can
 * only be lifted in the browser.
 */
export const pushStateOf = ({ supported, permission, subscribed }: PushCapability): PushState => {
  if (!supported) return PUSH_STATES.UNSUPPORTED;
  if (permission === 'denied') return PUSH_STATES.DENIED;
  return subscribed && permission === 'granted' ? PUSH_STATES.SUBSCRIBED : PUSH_STATES.NOT_SUBSCRIBED;
};

/** The settings offer to switch push on exactly while it is off and the browser would let it be switched on. */
export const canTurnOnPush = (state: PushState | undefined): boolean => state === PUSH_STATES.NOT_SUBSCRIBED;

/** And to switch it off while it is on; a block is lifted, and set, in the browser only. */
export const canTurnOffPush = (state: PushState | undefined): boolean => state === PUSH_STATES.SUBSCRIBED;

/** Why switching push on did not work, when the new state does not say it by itself. */
export const TURN_ON_PROBLEMS = {
  /** The browser's prompt was closed without an answer: asking again is fine. */
  NOT_ALLOWED: 'not_allowed',
  /** The push service or the site could not be reached. */
  FAILED: 'failed',
} as const;
export type TurnOnProblem = (typeof TURN_ON_PROBLEMS)[keyof typeof TURN_ON_PROBLEMS];

/** An attempt either ends subscribed, or in a state the member is told about (blocked), or with one of the problems. */
export const turnOnProblemOf = (attempt: 'subscribed' | 'denied' | 'failed', after: PushState): TurnOnProblem | undefined => {
  if (attempt === 'failed') return TURN_ON_PROBLEMS.FAILED;
  if (attempt === 'denied' && after !== PUSH_STATES.DENIED) return TURN_ON_PROBLEMS.NOT_ALLOWED;
  return undefined;
};
