import { useCallback, useRef } from 'react';
import { useSendTypingMutation } from '../api/chat-api.js';

// The other side shows "typing" for a few seconds after each signal: one every few seconds keeps it on.
const TYPING_SIGNAL_EVERY_MS = 3_000;

/** Tells the other member, at most every few seconds, that the member is typing in a conversation that exists. */
export const useTypingSignal = (conversationId: string | undefined) => {
  const [sendTyping] = useSendTypingMutation();
  const lastSent = useRef(0);
  return useCallback(() => {
    const now = Date.now();
    if (!conversationId || now - lastSent.current < TYPING_SIGNAL_EVERY_MS) return;
    lastSent.current = now;
    void sendTyping(conversationId);
  }, [conversationId, sendTyping]);
};
