/**
 * The kinds of request whose client-chosen key mints the id of what they store (`RequestKeys`): a key is scoped to
 * its member and one of these, so the same key in two kinds of request names two things.
 */
export const REQUEST_KINDS = {
  MESSAGE: 'message.text',
  GIFT: 'message.gift',
  CHAT_PHOTO: 'message.photo',
  ORDER: 'order',
  REPEAT_ORDER: 'repeat-order',
  WALLET_CORRECTION: 'wallet-correction',
  PAGE_BOUNCE: 'page-bounce',
} as const;
export type RequestKind = (typeof REQUEST_KINDS)[keyof typeof REQUEST_KINDS];
