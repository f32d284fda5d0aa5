import { useEffect, useState } from 'react';
import { pushStateOf } from '../utils/push-state.js';
import type { PushState } from '../utils/push-state.js';

const pushSupported = () => 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

// Without a registered service worker there can be no subscription.
const hasSubscription = async (): Promise<boolean> => {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) != null;
};

/** This device's push state, read from the browser; undefined while it is being read. */
export const usePushState = (): PushState | undefined => {
  const [state, setState] = useState<PushState>();
  useEffect(() => {
    let current = true;
    const supported = pushSupported();
    const permission = supported ? Notification.permission : 'default';
    const subscribed = supported ? hasSubscription().catch(() => false) : Promise.resolve(false);
    void subscribed.then((isSubscribed) => {
      if (current) setState(pushStateOf({ supported, permission, subscribed: isSubscribed }));
    });
    return () => {
      current = false;
    };
  }, []);
  return state;
};
