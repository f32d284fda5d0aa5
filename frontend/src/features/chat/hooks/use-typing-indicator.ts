import { useEffect, useState, useSyncExternalStore } from 'react';

// A typing signal is repeated while the other member types; without a new one the indicator goes.
const TYPING_SHOWN_MS = 6_000;

const lastTyping = new Map<string, number>();
const listeners = new Set<() => void>();

/** The live stream heard the other member typing in a conversation. */
export const noteTyping = (conversationId: string, at: number = Date.now()) => {
  lastTyping.set(conversationId, at);
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether the other member of a conversation is typing now. */
export const useTypingIndicator = (conversationId: string | undefined): boolean => {
  const since = useSyncExternalStore(subscribe, () => (conversationId ? (lastTyping.get(conversationId) ?? 0) : 0));
  const [now, setNow] = useState(() => Date.now());
  const typing = since > 0 && now - since < TYPING_SHOWN_MS;
  useEffect(() => {
    setNow(Date.now());
  }, [since]);
  useEffect(() => {
    if (!typing) return;
    const timer = setTimeout(() => setNow(Date.now()), TYPING_SHOWN_MS - (Date.now() - since));
    return () => clearTimeout(timer);
  }, [typing, since]);
  return typing;
};
