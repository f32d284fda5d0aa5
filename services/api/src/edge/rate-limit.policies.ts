import type { RateLimitPolicy } from '@dating/platform';

export interface EdgeRateLimit extends RateLimitPolicy {
  /** What is counted: the client's address, or the logged-in member (whichever address they come from). */
  readonly per: 'source' | 'member';
  /** Which requests of the endpoint count (all when absent): a read sharing a path with a guessable input stays free. */
  readonly counts?: (request: { readonly query: unknown }) => boolean;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * Every limit of the HTTP edge in one table, so a reviewer sees at a glance what may be flooded.
 * Addresses behind one carrier NAT share a budget, so limits per source are generous; the ones per
 * member are tight where a guess or a mail is at stake.
 */
export const RATE_LIMITS = {
  signup: { name: 'signup', per: 'source', points: 20, windowSeconds: HOUR },
  signupCheck: { name: 'signup-check', per: 'source', points: 300, windowSeconds: HOUR },
  /** Endpoints that send a mail to an address the caller types (reset, activation and reactivation mails). */
  mailToAddress: { name: 'mail-to-address', per: 'source', points: 20, windowSeconds: HOUR },
  geocode: { name: 'geocode', per: 'source', points: 120, windowSeconds: MINUTE },
  search: { name: 'search', per: 'source', points: 120, windowSeconds: MINUTE },
  /** Every endpoint that checks a password: guesses from one address, across accounts. */
  passwordGuessesPerSource: { name: 'password-guesses-source', per: 'source', points: 30, windowSeconds: 15 * MINUTE },
  /** Every logged-in endpoint that checks a password: guesses at one account's password, from anywhere. */
  passwordGuessesPerMember: { name: 'password-guesses-member', per: 'member', points: 10, windowSeconds: 15 * MINUTE },
  /** Link tokens typed or replayed (reset, e-mail change): guessing one is hopeless, but each costs a verification. */
  linkTokens: { name: 'link-tokens', per: 'source', points: 60, windowSeconds: 15 * MINUTE },
  /** Decoding an image is the most expensive thing a member can ask for. */
  photoUpload: { name: 'photo-upload', per: 'member', points: 30, windowSeconds: HOUR },
  /** Each order starts a payment at the provider, which costs the site a fee and the provider's patience. */
  orders: { name: 'orders', per: 'member', points: 20, windowSeconds: HOUR },
  /**
   * Typed discount codes: enough for typos, too few to guess codes by trying. The welcome bonus's own read
   * (`welcome=true`, no code) guesses nothing and is not counted: like credits.php it is asked on page loads.
   */
  discountCodes: {
    name: 'discount-codes',
    per: 'member',
    points: 20,
    windowSeconds: 15 * MINUTE,
    counts: ({ query }) => typeof query === 'object' && query !== null && 'code' in query,
  },
  /** Paid actions (gifts): each spends credits, so a flood is also a member's own money running out. */
  paidActions: { name: 'paid-actions', per: 'member', points: 120, windowSeconds: MINUTE },
  /** Marking chats read and removing them: each writes to the log. */
  conversations: { name: 'conversations', per: 'member', points: 240, windowSeconds: MINUTE },
  /** Typing notices reach the other member at once; the browser sends one every few seconds at most. */
  typing: { name: 'typing', per: 'member', points: 60, windowSeconds: MINUTE },
  /** Likes, unlikes and swipes: each writes to the log and may reach another member. */
  likes: { name: 'likes', per: 'member', points: 120, windowSeconds: MINUTE },
  /** Each report lands in a person's queue: plenty for real trouble, too few to bury staff. */
  reports: { name: 'reports', per: 'member', points: 20, windowSeconds: HOUR },
  /** Each auto-like makes a site-run member like the caller. */
  autoLikes: { name: 'auto-likes', per: 'member', points: 10, windowSeconds: HOUR },
  /** Each direct-debit form sends an SMS, which costs money and reaches someone's phone. */
  directDebitCodes: { name: 'direct-debit-codes', per: 'member', points: 5, windowSeconds: HOUR },
  /** Six-digit codes: five tries per code in the mandate, and this across codes. */
  directDebitConfirmations: { name: 'direct-debit-confirmations', per: 'member', points: 15, windowSeconds: HOUR },
  /** Provider callbacks carry only an id and are answered after one fetch; this bounds what a forger can make us fetch. */
  paymentWebhooks: { name: 'payment-webhooks', per: 'source', points: 600, windowSeconds: MINUTE },
  /**
   * Unsubscribe links: a mail provider sends the one-click POSTs of many members from a few addresses, so the budget
   * is wide; it bounds what a flood costs (a MAC check each, and a few stream reads for a genuine token).
   */
  unsubscribes: { name: 'unsubscribes', per: 'source', points: 600, windowSeconds: MINUTE },
  /** Page-bounce beacons need no session: each writes to the log, and one visitor sends one per landing. */
  pageBounces: { name: 'page-bounces', per: 'source', points: 60, windowSeconds: MINUTE },
} as const satisfies Record<string, EdgeRateLimit>;
