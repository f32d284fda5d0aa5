export const CHAT_ERRORS = {
  SELF: 'CHAT.SELF',
  /** No such conversation, or the member is not one of its two. */
  NOT_FOUND: 'CHAT.NOT_FOUND',
  MESSAGE_EMPTY: 'CHAT.MESSAGE_EMPTY',
  /** Longer than the site's `message_length`; `params.max` says how long a message may be. */
  MESSAGE_TOO_LONG: 'CHAT.MESSAGE_TOO_LONG',
  /** A free member has started as many chats as the site allows (`params.limit`): buying credits lifts the limit. */
  FREE_CHATS_USED: 'CHAT.FREE_CHATS_USED',
  /** An unconfirmed member has this many messages waiting in one conversation: confirm the address first. */
  TOO_MANY_HELD: 'CHAT.TOO_MANY_HELD',
  /** The sender blocked the recipient: unblock first. */
  RECIPIENT_BLOCKED: 'CHAT.RECIPIENT_BLOCKED',
} as const;
