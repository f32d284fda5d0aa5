import { DELETION_OFFERS, deletionOffersFor, toggleReason } from './deletion-offers.js';

const { DISCOUNT, INVISIBLE, FEWER_MAILS } = DELETION_OFFERS;
const context = { reasons: [], discountPercent: 50, discountGranted: false, alreadyInvisible: false };

describe(deletionOffersFor.name, () => {
  describe('when no reason has an answer of its own', () => {
    it('offers the discount, invisible mode and fewer mails', () =>
      expect(deletionOffersFor({ ...context, reasons: ['found_partner', 'other'] })).toEqual([
        DISCOUNT,
        INVISIBLE,
        FEWER_MAILS,
      ]));
  });

  describe('when reasons have answers', () => {
    it('puts the answers to the member’s reasons first, in the order of the reasons', () =>
      expect(deletionOffersFor({ ...context, reasons: ['too_many_messages', 'privacy'] })).toEqual([
        FEWER_MAILS,
        INVISIBLE,
        DISCOUNT,
      ]));

    it('offers each answer once even when several reasons lead to it', () =>
      expect(deletionOffersFor({ ...context, reasons: ['privacy', 'taking_a_break'] })).toEqual([
        INVISIBLE,
        DISCOUNT,
        FEWER_MAILS,
      ]));
  });

  describe('when an offer cannot help', () => {
    it('leaves out the discount when the company gives none', () =>
      expect(deletionOffersFor({ ...context, reasons: ['too_expensive'], discountPercent: 0 })).toEqual([
        INVISIBLE,
        FEWER_MAILS,
      ]));

    it('keeps the discount’s place for a member who already has one, even when the company offers none any more', () =>
      expect(deletionOffersFor({ ...context, reasons: ['too_expensive'], discountPercent: 0, discountGranted: true })).toEqual([
        DISCOUNT,
        INVISIBLE,
        FEWER_MAILS,
      ]));

    it('leaves out invisible mode for a member who is invisible already', () =>
      expect(deletionOffersFor({ ...context, alreadyInvisible: true })).toEqual([DISCOUNT, FEWER_MAILS]));
  });
});

describe(toggleReason.name, () => {
  it('adds a reason in the order the reasons are offered', () =>
    expect(toggleReason(['other'], 'found_partner')).toEqual(['found_partner', 'other']));

  it('removes a reason that was ticked', () =>
    expect(toggleReason(['privacy', 'other'], 'privacy')).toEqual(['other']));
});
