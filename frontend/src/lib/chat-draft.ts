const DRAFT_PREFIX = 'chat-draft:';

/**
 * What a member is writing to another member, kept for the tab's life (sessionStorage): the chat's composer, and the
 * first message a visitor writes on a member's landing page before signing up, which the composer then shows.
 */
export const readChatDraft = (memberId: string): string => {
  try {
    return sessionStorage.getItem(DRAFT_PREFIX + memberId) ?? '';
  } catch {
    return '';
  }
};

export const writeChatDraft = (memberId: string, text: string): void => {
  try {
    if (text) sessionStorage.setItem(DRAFT_PREFIX + memberId, text);
    else sessionStorage.removeItem(DRAFT_PREFIX + memberId);
  } catch {
    // A browser without storage (private mode) keeps the draft for the page's life only.
  }
};
