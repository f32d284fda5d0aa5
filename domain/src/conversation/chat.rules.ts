import { DomainError } from '../kernel/domain-error.js';
import { CHAT_ERRORS } from './conversation.errors.js';

/** How many chats a member who never bought credits may start, when the site sets no `free_chats`. */
export const FREE_CHATS_DEFAULT = 3;

/**
 * Whether what a site gives a new member (free messages, else signup credits) pays for one message: only then does the
 * signup take the first message along (signup_message); elsewhere it waits in the chat's composer for credits.
 */
export const welcomePaysForMessage = (site: { readonly signup_free_messages: number; readonly signup_credits: number; readonly message_credits: number }): boolean =>
  site.signup_free_messages > 0 || site.signup_credits >= site.message_credits;

/** Most messages an unconfirmed member may have waiting in one conversation. */
export const HELD_MESSAGES_LIMIT = 20;

/**
 * Scam protection: links in a conversation stay plain text until each member has written this many messages
 * there, so a stranger's first message cannot lure anyone to another site with one click.
 */
export const MESSAGES_BEFORE_LINKS = 3;

export const linksAllowed = (messagesByMember: readonly number[]): boolean =>
  messagesByMember.length === 2 && messagesByMember.every((count) => count >= MESSAGES_BEFORE_LINKS);

/** A message as sent: surrounding blank space dropped, never empty, never longer than the site allows (in characters, not bytes). */
export const checkedMessageText = (text: string, maxLength: number): string => {
  const trimmed = text.trim();
  if (!trimmed) throw new DomainError(CHAT_ERRORS.MESSAGE_EMPTY);
  if ([...trimmed].length > maxLength) throw new DomainError(CHAT_ERRORS.MESSAGE_TOO_LONG, { max: maxLength });
  return trimmed;
};

export type TextPart = { readonly type: 'text'; readonly text: string } | { readonly type: 'link'; readonly text: string; readonly href: string; readonly domain: string };

const LINK = /\b(?:https?:\/\/|www\.)[^\s<>"']+[^\s<>"'.,;:!?)\]]/gi;

const asLink = (text: string): TextPart => {
  const href = /^https?:\/\//i.test(text) ? text : `https://${text}`;
  try {
    return { type: 'link', text, href, domain: new URL(href).hostname.replace(/^www\./, '') };
  } catch {
    return { type: 'text', text };
  }
};

/** Splits a message into plain text and links, so a page can show each link's domain and make it clickable only when allowed. */
export const messageTextParts = (text: string): TextPart[] => {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    if (match.index > last) parts.push({ type: 'text', text: text.slice(last, match.index) });
    parts.push(asLink(match[0]));
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ type: 'text', text: text.slice(last) });
  return parts;
};

/** Opening lines offered in the icebreaker modal; the browser translates each key. */
export const ICEBREAKERS = ['weekend', 'travel', 'music', 'food', 'laugh', 'profile'] as const;
export type Icebreaker = (typeof ICEBREAKERS)[number];

/** A chat list badge shows at most this; more is "99+". */
export const UNREAD_BADGE_MAX = 99;
export const unreadBadge = (count: number): string => (count > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : String(count));
