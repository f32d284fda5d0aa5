/** Spec §4 push: what this device can and does receive (read only in the settings). */
export const PUSH_STATES = {
  UNSUPPORTED: 'unsupported',
  DENIED: 'denied',
  SUBSCRIBED: 'subscribed',
  NOT_SUBSCRIBED: 'not_subscribed',
} as const;
export type PushState = (typeof PUSH_STATES)[keyof typeof PUSH_STATES];

export type PushCapability = {
  /** Service workers, the Push API and notifications all exist in this browser. */
  supported: boolean;
  permission: NotificationPermission;
  /** The service worker holds a push subscription. */
  subscribed: boolean;
};

/** A subscription only delivers while permission is granted; a denial can only be lifted in the browser. */
export const pushStateOf = ({ supported, permission, subscribed }: PushCapability): PushState => {
  if (!supported) return PUSH_STATES.UNSUPPORTED;
  if (permission === 'denied') return PUSH_STATES.DENIED;
  return subscribed && permission === 'granted' ? PUSH_STATES.SUBSCRIBED : PUSH_STATES.NOT_SUBSCRIBED;
};
