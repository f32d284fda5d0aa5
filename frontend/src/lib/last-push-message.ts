/**
 * Spec §6 app state, push state "last message": the last push this device received, as the push worker keeps it
 * (service-worker/sw-push.js speaks plain JavaScript, so the cache's names live there too). The settings show it, so a member
 * can see that push reaches this device and when it last did.
 */
export type LastPushMessage = { title: string; body: string; received_at: string };

const LAST_PUSH_MESSAGE_CACHE = 'push-state';
const LAST_PUSH_MESSAGE_KEY = '/push-state/last-message';

const isText = (value: unknown): value is string => typeof value === 'string';

/** The kept message, or undefined for anything else a cache may hold (an older worker's shape, a broken entry). */
export const lastPushMessageOf = (kept: unknown): LastPushMessage | undefined => {
  if (typeof kept !== 'object' || kept === null) return undefined;
  const { title, body, received_at: receivedAt } = kept as Record<string, unknown>;
  if (!isText(title) || !title || !isText(body) || !isText(receivedAt) || Number.isNaN(Date.parse(receivedAt))) return undefined;
  return { title, body, received_at: receivedAt };
};

const hasCaches = () => typeof caches !== 'undefined';

export const readLastPushMessage = async (): Promise<LastPushMessage | undefined> => {
  if (!hasCaches()) return undefined;
  const kept = await (await caches.open(LAST_PUSH_MESSAGE_CACHE)).match(LAST_PUSH_MESSAGE_KEY);
  return kept ? lastPushMessageOf(await kept.json().catch(() => undefined)) : undefined;
};

/** It names another member: it goes with the session and with push on this device. */
export const forgetLastPushMessage = async (): Promise<void> => {
  if (hasCaches()) await caches.delete(LAST_PUSH_MESSAGE_CACHE);
};
