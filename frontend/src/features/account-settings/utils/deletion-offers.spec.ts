import type { DeletionReason } from '@dating/domain';
import { congratulates, DELETION_OFFERS, deletionOffersFor, toggleReason } from './deletion-offers.js';

const { DISCOUNT, INVISIBLE, FEWER_MAILS, MATCH_TIPS, HELP } = DELETION_OFFERS;
const context = { reasons: [], discountPercent: 50, discountGranted: false, alreadyInvisible: false };
const offersFor = (...reasons: DeletionReason[]) => deletionOffersFor({ ...context, reasons });

describe(deletionOffersFor.name, () => {
  describe('when the member found a partner', () => {
    it('someone who found a partner is offered no discount', () => {
      expect(offersFor('found_partner')).not.toContain(DISCOUNT);
      // Not even when money is a reason too, nor as the reminder of a discount taken before.
      expect(offersFor('found_partner', 'too_expensive')).not.toContain(DISCOUNT);
      expect(deletionOffersFor({ ...context, reasons: ['found_partner', 'other'], discountGranted: true })).not.toContain(DISCOUNT);
    });

    it('is congratulated and offered a pause in invisible mode instead', () => {
      expect(congratulates(['found_partner', 'other'])).toBe(true);
      expect(offersFor('found_partner')).toEqual([INVISIBLE]);
    });

    it('is offered nothing more when already invisible', () =>
      expect(deletionOffersFor({ ...context, reasons: ['found_partner'], alreadyInvisible: true })).toEqual([]));
  });

  describe('when a reason has an answer of its own', () => {
    it.each<[DeletionReason, string]>([
      ['too_expensive', DISCOUNT],
      ['not_enough_matches', MATCH_TIPS],
      ['too_many_messages', FEWER_MAILS],
      ['privacy', INVISIBLE],
      ['technical_problems', HELP],
      ['taking_a_break', INVISIBLE],
    ])('answers %s with %s alone', (reason, offer) => expect(offersFor(reason)).toEqual([offer]));

    it('offers no discount to someone who only lacks matches', () => expect(offersFor('not_enough_matches')).not.toContain(DISCOUNT));

    it('congratulates only someone who found a partner', () => expect(congratulates(['too_expensive', 'taking_a_break'])).toBe(false));

    it('answers several reasons in the order of the reasons, each answer once', () =>
      expect(offersFor('not_enough_matches', 'too_expensive', 'privacy', 'taking_a_break')).toEqual([MATCH_TIPS, DISCOUNT, INVISIBLE]));
  });

  describe('when no reason says what would help', () => {
    it('offers the discount, invisible mode and fewer mails', () => expect(offersFor('other')).toEqual([DISCOUNT, INVISIBLE, FEWER_MAILS]));
  });

  describe('when an offer cannot help', () => {
    it('leaves out the discount when the company gives none', () =>
      expect(deletionOffersFor({ ...context, reasons: ['too_expensive', 'privacy'], discountPercent: 0 })).toEqual([INVISIBLE]));

    it('keeps the discount’s place for a member who already has one, even when the company offers none any more', () =>
      expect(deletionOffersFor({ ...context, reasons: ['too_expensive'], discountPercent: 0, discountGranted: true })).toEqual([DISCOUNT]));

    it('leaves out invisible mode for a member who is invisible already', () =>
      expect(deletionOffersFor({ ...context, reasons: ['other'], alreadyInvisible: true })).toEqual([DISCOUNT, FEWER_MAILS]));
  });
});

describe(toggleReason.name, () => {
  it('adds a reason in the order the reasons are offered', () =>
    expect(toggleReason(['other'], 'found_partner')).toEqual(['found_partner', 'other']));

  it('removes a reason that was ticked', () =>
    expect(toggleReason(['privacy', 'other'], 'privacy')).toEqual(['other']));
});
