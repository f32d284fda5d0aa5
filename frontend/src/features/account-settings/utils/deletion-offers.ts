import { DELETION_REASONS } from '@dating/domain';
import type { DeletionReason } from '@dating/domain';

/** Spec §2: what a leaving member is offered instead of deleting the account. */
export const DELETION_OFFERS = {
  DISCOUNT: 'discount',
  INVISIBLE: 'invisible',
  FEWER_MAILS: 'fewer_mails',
  MATCH_TIPS: 'match_tips',
  HELP: 'help',
} as const;
export type DeletionOffer = (typeof DELETION_OFFERS)[keyof typeof DELETION_OFFERS];

/** What a member who stays chose: invisible mode, or the discount the server saved at this percentage. */
export type StayChoice = { offer: typeof DELETION_OFFERS.INVISIBLE } | { offer: typeof DELETION_OFFERS.DISCOUNT; percent: number };

const { DISCOUNT, INVISIBLE, FEWER_MAILS, MATCH_TIPS, HELP } = DELETION_OFFERS;

/**
 * What answers each reason. A member who found a partner is congratulated and may pause instead (invisible mode keeps
 * the account and the conversations); a price cut would only show we were not listening.
 */
const OFFERS_FOR_REASON: Record<DeletionReason, readonly DeletionOffer[]> = {
  found_partner: [INVISIBLE],
  not_enough_matches: [MATCH_TIPS],
  too_expensive: [DISCOUNT],
  too_many_messages: [FEWER_MAILS],
  privacy: [INVISIBLE],
  technical_problems: [HELP],
  taking_a_break: [INVISIBLE],
  other: [],
};

/** For reasons that say nothing specific ("other"): the alternatives that suit most members. */
const GENERAL_OFFERS: readonly DeletionOffer[] = [DISCOUNT, INVISIBLE, FEWER_MAILS];

export type OfferContext = {
  reasons: readonly DeletionReason[];
  /** The company's delete_discount percent; 0 means no discount is offered. */
  discountPercent: number;
  /** The member took the discount before: the offer's place then says so instead of offering it again. */
  discountGranted: boolean;
  alreadyInvisible: boolean;
};

/** Finding a partner is good news: the offers step says so before anything else. */
export const congratulates = (reasons: readonly DeletionReason[]): boolean => reasons.includes('found_partner');

/** The offers that answer the member's reasons, in the order of the reasons; the general ones when no reason has its own. */
export const deletionOffersFor = ({ reasons, discountPercent, discountGranted, alreadyInvisible }: OfferContext): DeletionOffer[] => {
  const answering = reasons.flatMap((reason) => OFFERS_FOR_REASON[reason]);
  const applies = (offer: DeletionOffer) => {
    if (offer === DISCOUNT) return !congratulates(reasons) && (discountPercent > 0 || discountGranted);
    if (offer === INVISIBLE) return !alreadyInvisible;
    return true;
  };
  return [...new Set(answering.length ? answering : GENERAL_OFFERS)].filter(applies);
};

/** Ticks or unticks a reason; the list keeps the order in which the reasons are offered. */
export const toggleReason = (reasons: readonly DeletionReason[], reason: DeletionReason): DeletionReason[] => {
  const chosen = new Set(reasons);
  if (chosen.has(reason)) chosen.delete(reason);
  else chosen.add(reason);
  return DELETION_REASONS.filter((candidate) => chosen.has(candidate));
};
