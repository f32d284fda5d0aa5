import { useRef } from 'react';

interface Intent {
  readonly payload: string;
  readonly key: string;
}

/** A status code means the server answered; without one the request may never have arrived. */
const answeredByServer = (error: unknown): boolean => typeof (error as { status?: unknown } | null)?.status === 'number';

/**
 * The idempotency key of the purchase the member means: the same while that request is sent again (a click after the
 * connection dropped, or the automatic retry), a new one once the payload changes or the server has answered, as
 * the next click is then another purchase. The server gives the same order back for the same key and charges once.
 */
export const usePurchaseIntent = () => {
  const intent = useRef<Intent | undefined>(undefined);
  const keyFor = (payload: object): string => {
    const serialised = JSON.stringify(payload);
    if (intent.current?.payload !== serialised) intent.current = { payload: serialised, key: crypto.randomUUID() };
    return intent.current.key;
  };
  /** Sends `payload` with its key; the answer, or undefined when the request failed (the mutation keeps its error). */
  const send = async <P extends object, R>(payload: P, call: (request: P & { idempotency_key: string }) => Promise<R>): Promise<R | undefined> => {
    try {
      const answer = await call({ ...payload, idempotency_key: keyFor(payload) });
      intent.current = undefined;
      return answer;
    } catch (error) {
      if (answeredByServer(error)) intent.current = undefined;
      return undefined;
    }
  };
  return { send };
};
