import { browserCanSubscribeToPush, subscribeToPush } from '../../../lib/push-subscription.js';
import type { PushAnswer } from '../../../lib/push-subscription.js';

/** Spec §4 push: whether this browser can receive push from this site, and a way to ask the member for it. */
export const usePushSubscription = (publicKey: string) => {
  const supported = browserCanSubscribeToPush(publicKey);
  const ask = (): Promise<PushAnswer> => subscribeToPush(publicKey);
  return { supported, ask };
};
