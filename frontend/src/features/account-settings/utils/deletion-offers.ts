import { DELETION_REASONS } from '@dating/domain';
import type { DeletionReason } from '@dating/domain';

/** Spec §2: what a leaving member is offered instead of deleting the account. */
export const DELETION_OFFERS = {
  DISCOUNT: 'discount',
  INVISIBLE: 'invisible',
  FEWER_MAILS: 'fewer_mails',
} as const;
export type DeletionOffer = (typeof DELETION_OFFERS)[keyof typeof DELETION_OFFERS];

/** What a member who stays chose: invisible mode, or the discount the server saved at this percentage. */
export type StayChoice = { offer: typeof DELETION_OFFERS.INVISIBLE } | { offer: typeof DELETION_OFFERS.DISCOUNT; percent: number };

const DEFAULT_ORDER: readonly DeletionOffer[] = [DELETION_OFFERS.DISCOUNT, DELETION_OFFERS.INVISIBLE, DELETION_OFFERS.FEWER_MAILS];

// The offer that answers a reason best; reasons without one (a partner found, "other") change nothing.
const OFFER_FOR_REASON: Partial<Record<DeletionReason, DeletionOffer>> = {
  too_expensive: DELETION_OFFERS.DISCOUNT,
  not_enough_matches: DELETION_OFFERS.DISCOUNT,
  too_many_messages: DELETION_OFFERS.FEWER_MAILS,
  privacy: DELETION_OFFERS.INVISIBLE,
  taking_a_break: DELETION_OFFERS.INVISIBLE,
};

export type OfferContext = {
  reasons: readonly DeletionReason[];
  /** The company's delete_discount percent; 0 means no discount is offered. */
  discountPercent: number;
  /** The member took the discount before: the offer's place then says so instead of offering it again. */
  discountGranted: boolean;
  alreadyInvisible: boolean;
};

/** Every offer that applies, those answering the member's own reasons first. */
export const deletionOffersFor = ({ reasons, discountPercent, discountGranted, alreadyInvisible }: OfferContext): DeletionOffer[] => {
  const applies = (offer: DeletionOffer) =>
    !(offer === DELETION_OFFERS.DISCOUNT && discountPercent <= 0 && !discountGranted) &&
    !(offer === DELETION_OFFERS.INVISIBLE && alreadyInvisible);
  const answering = reasons.map((reason) => OFFER_FOR_REASON[reason]).filter((offer) => offer !== undefined);
  return [...new Set([...answering, ...DEFAULT_ORDER])].filter(applies);
};

/** Ticks or unticks a reason; the list keeps the order in which the reasons are offered. */
export const toggleReason = (reasons: readonly DeletionReason[], reason: DeletionReason): DeletionReason[] => {
  const chosen = new Set(reasons);
  if (chosen.has(reason)) chosen.delete(reason);
  else chosen.add(reason);
  return DELETION_REASONS.filter((candidate) => chosen.has(candidate));
};
