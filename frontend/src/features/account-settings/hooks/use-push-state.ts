import { useCallback, useEffect, useState } from 'react';
import { forgetLastPushMessage, readLastPushMessage, type LastPushMessage } from '../../../lib/last-push-message.js';
import {
  browserCanSubscribeToPush,
  hasPushSubscription,
  PUSH_WORKER_MESSAGES,
  pushWorkerMessageType,
  subscribeToPush,
  unsubscribeFromPush,
} from '../../../lib/push-subscription.js';
import { useSavePushSubscriptionMutation } from '../../../lib/shared-endpoints.js';
import { pushStateOf, turnOnProblemOf } from '../utils/push-state.js';
import type { PushState, TurnOnProblem } from '../utils/push-state.js';

const readPushState = async (publicKey: string): Promise<PushState> => {
  const supported = browserCanSubscribeToPush(publicKey);
  const permission = supported ? Notification.permission : 'default';
  const subscribed = supported && (await hasPushSubscription());
  return pushStateOf({ supported, permission, subscribed });
};

const isNewPush = (event: MessageEvent) => pushWorkerMessageType(event.data) === PUSH_WORKER_MESSAGES.NEW_PUSH_MESSAGE;

/** The last push this device received, read again whenever the push worker tells of a new one. */
const useLastPushMessage = () => {
  const [lastMessage, setLastMessage] = useState<LastPushMessage>();
  useEffect(() => {
    let current = true;
    const read = () =>
      void readLastPushMessage().then(
        (kept) => current && setLastMessage(kept),
        () => undefined,
      );
    read();
    const worker = 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;
    const onMessage = (event: MessageEvent) => isNewPush(event) && read();
    worker?.addEventListener('message', onMessage);
    return () => {
      current = false;
      worker?.removeEventListener('message', onMessage);
    };
  }, []);
  return [lastMessage, setLastMessage] as const;
};

/**
 * This device's push state, read from the browser (undefined while it is being read), and the last push it received;
 * switching push on (the browser's permission, the subscription, and saving it for the member) and off (dropping the
 * subscription and the last push). The state is read again afterwards, so it shows what the browser now holds.
 */
export const usePushState = (publicKey: string) => {
  const [state, setState] = useState<PushState>();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<TurnOnProblem>();
  const [savePush] = useSavePushSubscriptionMutation();
  const [lastMessage, setLastMessage] = useLastPushMessage();

  useEffect(() => {
    let current = true;
    void readPushState(publicKey).then((read) => {
      if (current) setState(read);
    });
    return () => {
      current = false;
    };
  }, [publicKey]);

  const turnOn = useCallback(async () => {
    setBusy(true);
    setProblem(undefined);
    const answer = await subscribeToPush(publicKey);
    let outcome = answer.outcome;
    if (answer.outcome === 'subscribed' && !(await savePush(answer.subscription).unwrap().then(() => true, () => false))) {
      // A subscription the site does not know would look switched on and never deliver.
      await unsubscribeFromPush();
      outcome = 'failed';
    }
    const after = await readPushState(publicKey);
    setState(after);
    setProblem(turnOnProblemOf(outcome, after));
    setBusy(false);
  }, [publicKey, savePush]);

  const turnOff = useCallback(async () => {
    setBusy(true);
    setProblem(undefined);
    await Promise.all([unsubscribeFromPush(), forgetLastPushMessage().catch(() => undefined)]);
    setLastMessage(undefined);
    setState(await readPushState(publicKey));
    setBusy(false);
  }, [publicKey, setLastMessage]);

  return { state, lastMessage, busy, problem, turnOn, turnOff };
};
