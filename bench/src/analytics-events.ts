import { randomUUID } from 'node:crypto';
import {
  conversationStreamId, EMPTY_PROFILE_DETAILS, GENDERS, likePairStreamId, orderStreamId, photoAlbumStreamId, profileStreamId, registrationStreamId,
  walletStreamId, type Event, type EventToAppend, type Language, type PaymentMethod,
} from '@dating/domain';
import { placesGazetteer } from '@dating/platform';
import { ACTIVITY, type Activity } from './analytics-activity.js';
import { COUNTRY_WEIGHTS, prng, seedMemberId, weighted } from './search-seed.js';

const YEAR_MS = 365.25 * 86_400_000;

const LANGUAGE_OF: Readonly<Record<string, Language>> = {
  DE: 'de', GB: 'en', FR: 'fr', IT: 'it', ES: 'es', PL: 'pl', NL: 'nl', SE: 'sv', BE: 'nl', AT: 'de', CH: 'de', DK: 'da', FI: 'fi', NO: 'nb', IE: 'en',
};
const CURRENCY_OF: Readonly<Record<string, string>> = { GB: 'GBP', PL: 'PLN', SE: 'SEK', DK: 'DKK', NO: 'NOK', CH: 'CHF' };
const METHOD_OF: Readonly<Record<string, PaymentMethod>> = { NL: 'ideal', BE: 'bancontact', PL: 'blik', DK: 'mobilepay', SE: 'swish', CH: 'twint', AT: 'eps', IT: 'satispay' };
const SITES = { 'flirtfinder.example': 5, 'datingdeal.example': 3, 'amore.example': 2 };
const NETWORKS = { organic: 50, adnet: 20, socialads: 15, affiliate: 15 };
const BUNDLES = [
  { id: 1, credits: 100, price: 1_995 },
  { id: 2, credits: 250, price: 3_995 },
  { id: 3, credits: 600, price: 7_995 },
  { id: 4, credits: 1_500, price: 14_995 },
] as const;

/** What a member is like: drawn from their number alone, so any event of theirs can be written without keeping it. */
const traitsOf = (member: number, signedUpAt: number) => {
  const random = prng(member + 1);
  const country = weighted(random, COUNTRY_WEIGHTS);
  const towns = placesGazetteer().townsIn(country);
  const network = weighted(random, NETWORKS);
  return {
    country,
    town: towns[Math.floor(random() * towns.length)]!,
    site: weighted(random, SITES),
    tracking: network === 'organic' ? {} : { network, ref: `campaign-${1 + Math.floor(random() * 12)}`, sub1: `placement-${Math.floor(random() * 40)}` },
    fictional: random() < 0.03,
    gender: random() < 0.55 ? GENDERS[0] : GENDERS[1],
    sexuality: weighted(random, { hetero: 85, bi: 9, gay: 3, lesbian: 3 }),
    dateOfBirth: new Date(signedUpAt - (18 + (random() + random()) * 28.5) * YEAR_MS).toISOString().slice(0, 10),
  };
};

const bundleOf = (order: number) => BUNDLES[order % 7 === 0 ? 3 : order % 3]!;
const orderIdOf = (order: number) => `00000000-0000-4000-9000-${order.toString(16).padStart(12, '0')}`;
const pairOf = (a: string, b: string): [string, string] => (a < b ? [a, b] : [b, a]);

export interface PlannedEvent {
  readonly streamId: string;
  readonly event: Event;
}

/** The event a planned activity stands for, with its stream: the shapes the site appends. */
export class SyntheticEvents {
  constructor(private readonly signedUpAt: (member: number) => number) {}

  of({ at, kind, member, other, order }: Activity): PlannedEvent {
    const memberId = seedMemberId(member);
    const otherId = other >= 0 ? seedMemberId(other) : '';
    const when = new Date(at).toISOString();
    switch (kind) {
      case ACTIVITY.signup:
        return { streamId: registrationStreamId(memberId), event: this.#signup(member, memberId, when) };
      case ACTIVITY.tokenIssued:
        return { streamId: registrationStreamId(memberId), event: { type: 'ActivationTokenIssued', data: { memberId, tokenId: randomUUID(), expiresAt: new Date(at + 172_800_000).toISOString(), issuedAt: when } } };
      case ACTIVITY.confirmed:
        return { streamId: registrationStreamId(memberId), event: { type: 'MemberConfirmed', data: { memberId, confirmedAt: when } } };
      case ACTIVITY.details: {
        const { gender, sexuality } = this.#traits(member);
        return { streamId: profileStreamId(memberId), event: { type: 'ProfileDetailsChanged', data: { memberId, details: { ...EMPTY_PROFILE_DETAILS, gender, sexuality } } } };
      }
      case ACTIVITY.location: {
        const { country, region, city } = this.#traits(member).town;
        return { streamId: profileStreamId(memberId), event: { type: 'LocationChanged', data: { memberId, country, region, city } } };
      }
      case ACTIVITY.photo:
        return { streamId: photoAlbumStreamId(memberId), event: { type: 'PhotoUploaded', data: { memberId, photoId: randomUUID(), uploadedAt: when } } };
      case ACTIVITY.liked:
        return { streamId: likePairStreamId(memberId, otherId), event: { type: 'MemberLiked', data: { likerId: memberId, likedId: otherId, likedAt: when, source: 'profile' } } };
      case ACTIVITY.matched:
        return { streamId: likePairStreamId(memberId, otherId), event: { type: 'MatchMade', data: { memberIds: pairOf(memberId, otherId), matchedAt: when } } };
      case ACTIVITY.conversationStarted:
        return {
          streamId: conversationStreamId(memberId, otherId),
          event: { type: 'ConversationStarted', data: { conversationId: conversationStreamId(memberId, otherId), memberIds: pairOf(memberId, otherId), startedBy: memberId, startedAt: when } },
        };
      case ACTIVITY.messageSent:
        return { streamId: conversationStreamId(memberId, otherId), event: this.#message(memberId, otherId, when) };
      default:
        return this.#orderEvent({ at, kind, member, other, order }, memberId, when);
    }
  }

  #traits(member: number) {
    return traitsOf(member, this.signedUpAt(member));
  }

  #signup(member: number, memberId: string, when: string): Event {
    const { country, site, tracking, fictional, dateOfBirth } = this.#traits(member);
    return {
      type: 'MemberSignedUp',
      data: {
        memberId, name: `Member ${member}`, email: `member.${member}@example.com`, dateOfBirth, passwordHashRef: `pw-${memberId}`,
        language: LANGUAGE_OF[country] ?? 'en', domain: site, country, tracking, signedUpAt: when, fictional,
      },
    };
  }

  #message(senderId: string, recipientId: string, when: string): Event {
    return {
      type: 'MessageSent',
      data: {
        conversationId: conversationStreamId(senderId, recipientId), messageId: randomUUID(), senderId, recipientId, kind: 'text',
        text: `Hi, how is your week going? (${when.slice(11, 16)})`, gift: null, photoId: null, credits: 5, sentAt: when, status: 'delivered',
      },
    };
  }

  #orderEvent({ kind, member, order }: Activity, memberId: string, when: string): PlannedEvent {
    const orderId = orderIdOf(order);
    const bundle = bundleOf(order);
    const wallet = walletStreamId(memberId);
    const stream = orderStreamId(orderId);
    switch (kind) {
      case ACTIVITY.orderPlaced: {
        const { country } = this.#traits(member);
        const vatAmount = Math.round((bundle.price * 19) / 119);
        return {
          streamId: stream,
          event: {
            type: 'OrderPlaced',
            data: {
              orderId, memberId, number: `B${100_000 + order}`, bundleId: bundle.id, credits: bundle.credits, method: METHOD_OF[country] ?? (order % 2 ? 'creditcard' : 'paypal'),
              discount: null, recurring: false, provider: 'mollie', placedAt: when, price: bundle.price, discountAmount: 0, amount: bundle.price, vatPercentage: 19, vatAmount,
              currency: CURRENCY_OF[country] ?? 'EUR',
            },
          },
        };
      }
      case ACTIVITY.orderCompleted:
        return { streamId: stream, event: { type: 'OrderCompleted', data: { orderId, memberId, paymentId: `tr_${order}`, credits: bundle.credits, completedAt: when, customerId: null, mandateId: null } } };
      case ACTIVITY.creditsPurchased:
        return { streamId: wallet, event: { type: 'CreditsPurchased', data: { memberId, key: orderId, credits: bundle.credits, balance: bundle.credits, at: when, orderId } } };
      case ACTIVITY.orderClosedUnpaid:
        return { streamId: stream, event: { type: 'OrderClosedUnpaid', data: { orderId, memberId, status: 'expired', closedAt: when } } };
      case ACTIVITY.orderReversed:
        return {
          streamId: stream,
          event: { type: 'OrderReversed', data: { orderId, memberId, kind: 'refund', reversedCents: bundle.price, credits: bundle.credits, totalCredits: bundle.credits, at: when } },
        };
      case ACTIVITY.purchaseReversed:
        return { streamId: wallet, event: { type: 'PurchaseReversed', data: { memberId, key: `reversal-${orderId}`, credits: -bundle.credits, balance: 0, at: when, orderId, kind: 'refund' } } };
      default:
        throw new Error(`No event for planned activity ${kind}`);
    }
  }
}

/** The event as an append carries it: its own id, and the metadata the site's repository writes. */
export const toAppend = (event: Event, at: string): EventToAppend => ({
  id: randomUUID(),
  type: event.type,
  data: event.data,
  metadata: { occurredAt: at, commandType: 'Seed', correlationId: randomUUID() },
});
