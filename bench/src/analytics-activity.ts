import { prng, type Random } from './search-seed.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** What a planned event is; the event itself is written only when the log is seeded, in order of time. */
export const ACTIVITY = {
  signup: 0, tokenIssued: 1, confirmed: 2, details: 3, location: 4, photo: 5, liked: 6, matched: 7, conversationStarted: 8, messageSent: 9,
  orderPlaced: 10, orderCompleted: 11, creditsPurchased: 12, orderClosedUnpaid: 13, orderReversed: 14, purchaseReversed: 15,
} as const;
export type ActivityKind = (typeof ACTIVITY)[keyof typeof ACTIVITY];

/** One planned event: when, what, who (`member`), with whom (`other`), and a number of its own (an order's). */
export interface Activity {
  readonly at: number;
  readonly kind: ActivityKind;
  readonly member: number;
  readonly other: number;
  readonly order: number;
}

/** Monday 6 January 2025, 00:00 UTC: members sign up from then on, and stay active up to ten weeks. */
export const ACTIVITY_START = Date.UTC(2025, 0, 6);
/**
 * The site signs up this many members a year, evenly: fewer members are a shorter stretch of its life at the same
 * pace, so a batch of the log spans about as many days (and makes as many files in the lake) as in the full run.
 */
const MEMBERS_A_YEAR = 200_000;
const YEAR_MS = 364 * DAY_MS;
const ACTIVE_AT_MOST_MS = 70 * DAY_MS;

const exponential = (random: Random, mean: number) => -Math.log(1 - random()) * mean;

/**
 * A site's life, planned per member and kept in buckets of an hour: signups (members in order of their
 * number), confirmations and profiles within the hour, then likes, some returned (a match), conversations after most
 * matches and some first messages without one, and orders by about one member in eight, mostly paid, a few refunded.
 * The same plan on every run.
 */
export class ActivityPlan {
  readonly #buckets: Activity[][] = [];
  #orders = 0;
  #count = 0;

  constructor(private readonly members: number) {
    const random = prng(2025);
    for (let member = 0; member < members; member += 1) this.#planMember(random, member);
  }

  get count(): number {
    return this.#count;
  }

  /** When member `member` signed up: members sign up in the order of their numbers, evenly over the year. */
  signedUpAt(member: number): number {
    return ACTIVITY_START + Math.floor(((member + 0.5) * YEAR_MS) / MEMBERS_A_YEAR);
  }

  /** Every planned event in order of time (ties in the order planned). */
  *inOrder(): Generator<Activity> {
    for (const bucket of this.#buckets) {
      if (!bucket) continue;
      bucket.sort((a, b) => a.at - b.at);
      yield* bucket;
    }
  }

  #add(at: number, kind: ActivityKind, member: number, other = -1, order = -1): void {
    const hour = Math.floor((at - ACTIVITY_START) / HOUR_MS);
    (this.#buckets[hour] ??= []).push({ at: Math.floor(at), kind, member, other, order });
    this.#count += 1;
  }

  /** A member who had signed up by `at`, other than `member`. */
  #someoneBefore(random: Random, member: number, at: number): number {
    const signedUp = Math.min(this.members, Math.max(1, Math.floor(((at - ACTIVITY_START) * MEMBERS_A_YEAR) / YEAR_MS)));
    const other = Math.floor(random() * signedUp);
    return other === member ? (other + 1) % this.members : other;
  }

  #planMember(random: Random, member: number): void {
    const signedUp = this.signedUpAt(member);
    this.#add(signedUp, ACTIVITY.signup, member);
    this.#add(signedUp + 1, ACTIVITY.tokenIssued, member);
    const confirmed = random() < 0.85;
    if (confirmed) this.#add(signedUp + random() * 2 * HOUR_MS, ACTIVITY.confirmed, member);
    if (random() < 0.8) this.#add(signedUp + (5 + random() * 55) * MINUTE_MS, ACTIVITY.details, member);
    if (random() < 0.75) this.#add(signedUp + (5 + random() * 55) * MINUTE_MS, ACTIVITY.location, member);
    if (random() < 0.6) this.#add(signedUp + (10 * MINUTE_MS + random() * 3 * DAY_MS), ACTIVITY.photo, member);
    if (!confirmed) return;
    const activeFor = Math.min(ACTIVE_AT_MOST_MS, exponential(random, 14 * DAY_MS));
    const likes = Math.floor(exponential(random, 4));
    for (let like = 0; like < likes; like += 1) this.#planLike(random, member, signedUp + 2 * HOUR_MS + random() * activeFor);
    if (random() < 0.25) {
      const at = signedUp + 2 * HOUR_MS + random() * activeFor;
      this.#planConversation(random, member, this.#someoneBefore(random, member, at), at, 1 + Math.floor(random() * 2));
    }
    if (random() < 0.12) {
      const orders = 1 + (random() < 0.3 ? 1 : 0) + (random() < 0.1 ? 1 : 0);
      for (let order = 0; order < orders; order += 1) this.#planOrder(random, member, signedUp + HOUR_MS + random() * activeFor * 1.5);
    }
  }

  #planLike(random: Random, member: number, at: number): void {
    const liked = this.#someoneBefore(random, member, at);
    this.#add(at, ACTIVITY.liked, member, liked);
    if (random() >= 0.15) return;
    const matchedAt = at + exponential(random, DAY_MS);
    this.#add(matchedAt, ACTIVITY.liked, liked, member);
    this.#add(matchedAt + 1, ACTIVITY.matched, liked, member);
    if (random() < 0.8) {
      const starter = random() < 0.5 ? member : liked;
      this.#planConversation(random, starter, starter === member ? liked : member, matchedAt + exponential(random, 2 * HOUR_MS), 1 + Math.floor(exponential(random, 4)));
    }
  }

  /** A conversation `starter` begins with `other`: messages in turn, hours apart. */
  #planConversation(random: Random, starter: number, other: number, at: number, messages: number): void {
    this.#add(at, ACTIVITY.conversationStarted, starter, other);
    let sentAt = at + 1;
    for (let message = 0; message < messages; message += 1) {
      const [from, to] = message % 2 === 0 ? [starter, other] : [other, starter];
      this.#add(sentAt, ACTIVITY.messageSent, from, to);
      sentAt += MINUTE_MS + exponential(random, 3 * HOUR_MS);
    }
  }

  #planOrder(random: Random, member: number, at: number): void {
    const order = this.#orders++;
    this.#add(at, ACTIVITY.orderPlaced, member, -1, order);
    if (random() >= 0.85) {
      this.#add(at + 15 * MINUTE_MS, ACTIVITY.orderClosedUnpaid, member, -1, order);
      return;
    }
    const paidAt = at + (1 + random() * 4) * MINUTE_MS;
    this.#add(paidAt, ACTIVITY.orderCompleted, member, -1, order);
    this.#add(paidAt + 1, ACTIVITY.creditsPurchased, member, -1, order);
    if (random() < 0.04) {
      const reversedAt = paidAt + exponential(random, 5 * DAY_MS);
      this.#add(reversedAt, ACTIVITY.orderReversed, member, -1, order);
      this.#add(reversedAt + 1, ACTIVITY.purchaseReversed, member, -1, order);
    }
  }
}
