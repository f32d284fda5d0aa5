/** What a push service needs to reach one device: its endpoint URL and the keys that encrypt for it (RFC 8291). */
export interface WebPushSubscription {
  readonly endpoint: string;
  readonly keys: { readonly p256dh: string; readonly auth: string };
}

/** A subscription as the browser gives it (PushSubscription.toJSON()): the expiry is kept, though nothing reads it yet. */
export type SubmittedPushSubscription = WebPushSubscription & { readonly expirationTime?: number | null };

/**
 * Devices a member receives pushes on. Each browser profile that allows push is one; past this the oldest saved
 * goes, so the member's state and the pushes sent per notification stay bounded.
 */
export const MAX_PUSH_DEVICES = 10;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The subscription in a saved JSON (an event's, a read model's); undefined when it lacks the endpoint or a key. */
export const parseWebPushSubscription = (json: string): WebPushSubscription | undefined => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return undefined;
  }
  if (!isRecord(parsed) || typeof parsed.endpoint !== 'string' || !isRecord(parsed.keys)) return undefined;
  const { p256dh, auth } = parsed.keys;
  if (typeof p256dh !== 'string' || typeof auth !== 'string') return undefined;
  return { endpoint: parsed.endpoint, keys: { p256dh, auth } };
};

/** The JSON an event keeps: the endpoint, its expiry and its keys, nothing else the browser may have sent. */
export const pushSubscriptionJson = ({ endpoint, expirationTime, keys }: SubmittedPushSubscription): string =>
  JSON.stringify({ endpoint, ...(expirationTime !== undefined && { expirationTime }), keys: { p256dh: keys.p256dh, auth: keys.auth } });

export const isSameWebPushSubscription = (a: WebPushSubscription, b: WebPushSubscription): boolean =>
  a.endpoint === b.endpoint && a.keys.p256dh === b.keys.p256dh && a.keys.auth === b.keys.auth;
