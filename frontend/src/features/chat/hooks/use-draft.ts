import { useCallback, useRef, useState } from 'react';

const DRAFT_PREFIX = 'chat-draft:';

const read = (key: string) => {
  try {
    return sessionStorage.getItem(DRAFT_PREFIX + key) ?? '';
  } catch {
    return '';
  }
};

/**
 * What the member is writing in one conversation, kept for the tab's life: leaving for a profile or the credits page
 * and coming back, or a reload, loses nothing typed.
 */
export const useDraft = (key: string) => {
  const [draft, setDraftState] = useState(() => read(key));
  const [draftKey, setDraftKey] = useState(key);
  if (draftKey !== key) {
    setDraftKey(key);
    setDraftState(read(key));
  }
  // A send refused after the box was emptied must see what was typed since, not the draft of its own press.
  const latest = useRef(draft);
  latest.current = draft;
  const setDraft = useCallback(
    (next: string | ((current: string) => string)) => {
      const text = typeof next === 'function' ? next(latest.current) : next;
      latest.current = text;
      setDraftState(text);
      try {
        if (text) sessionStorage.setItem(DRAFT_PREFIX + key, text);
        else sessionStorage.removeItem(DRAFT_PREFIX + key);
      } catch {
        // A browser without storage (private mode) keeps the draft for the page's life only.
      }
    },
    [key],
  );
  return [draft, setDraft] as const;
};
