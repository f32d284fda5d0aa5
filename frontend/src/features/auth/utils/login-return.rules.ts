import type { LoginReturnState } from '../../../lib/login-return.js';

/** Why the login was asked for: a page of the members area, or a chat (spec §6 'Je moet ingelogd zijn om te chatten'). */
export type LoginReason = 'chat' | 'page';


const CHAT_PAGE = /^\/(members\/[^/?#]+\/chat|chats)(\/|$|\?)/;

/**
 * The page to go back to after the login: only a path of this site (one slash, not a scheme or another host), since
 * the history state could hold anything another page put there.
 */
export const returnPathOf = (state: unknown): string | undefined => {
  const from = (state as Partial<LoginReturnState> | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/\\') ? from : undefined;
};

export const loginReasonOf = (returnPath: string): LoginReason => (CHAT_PAGE.test(returnPath) ? 'chat' : 'page');
