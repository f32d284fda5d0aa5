import { useCallback, useRef, useState } from 'react';
import { readChatDraft, writeChatDraft } from '../../../lib/chat-draft.js';

/**
 * What the member is writing in one conversation, kept for the tab's life: leaving for a profile or the credits page
 * and coming back, or a reload, loses nothing typed.
 */
export const useDraft = (key: string) => {
  const [draft, setDraftState] = useState(() => readChatDraft(key));
  const [draftKey, setDraftKey] = useState(key);
  if (draftKey !== key) {
    setDraftKey(key);
    setDraftState(readChatDraft(key));
  }
  // A send refused after the box was emptied must see what was typed since, not the draft of its own press.
  const latest = useRef(draft);
  latest.current = draft;
  const setDraft = useCallback(
    (next: string | ((current: string) => string)) => {
      const text = typeof next === 'function' ? next(latest.current) : next;
      latest.current = text;
      setDraftState(text);
      writeChatDraft(key, text);
    },
    [key],
  );
  return [draft, setDraft] as const;
};
