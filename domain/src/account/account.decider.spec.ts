import { fold } from '../kernel/decider.js';
import { hasCode } from '../kernel/domain-error.js';
import { specFor } from '../kernel/given-when-then.js';
import { ACCOUNT_ERRORS, MEMBER_ERRORS } from '../member/member.errors.js';
import type { AccountCommand } from './account.commands.js';
import { accountDecider, assertMayLogIn } from './account.decider.js';
import type { AccountEvent } from './account.events.js';

const given = specFor(accountDecider);
const now = '2026-11-22T10:00:00.000Z';
const later = (iso: string, hours: number) => new Date(Date.parse(iso) + hours * 3_600_000).toISOString();
const memberId = 'm-1';
const command = <T extends AccountCommand['type']>(type: T, data: Omit<Extract<AccountCommand, { type: T }>['data'], 'memberId'>, at = now) =>
  ({ type, data: { memberId, ...data }, metadata: { now: at } }) as AccountCommand;
const stateAfter = (events: AccountEvent[]) => fold(accountDecider, events);

const deletionRequested: AccountEvent = {
  type: 'AccountDeletionRequested',
  data: { memberId, reasons: ['found_partner'], comment: 'Met someone here!', reactivationTokenId: 're-1', requestedAt: now, finalDeletionAt: later(now, 14 * 24) },
};
const reactivated: AccountEvent = { type: 'AccountReactivated', data: { memberId, reactivatedAt: now } };
const erased: AccountEvent = { type: 'AccountErased', data: { memberId, erasedAt: later(now, 14 * 24) } };

describe('Account', () => {
  describe('when in use', () => {
    it('lets a member with the right password log in, and nobody else', () => {
      expect(() => assertMayLogIn(stateAfter([]), true)).not.toThrow();
      expect(() => assertMayLogIn(stateAfter([]), false)).toThrow(expect.objectContaining({ code: MEMBER_ERRORS.LOGIN_FAILED }));
    });

    it('changes the language to a supported one, once', () => {
      const changed: AccountEvent = { type: 'MemberLanguageChanged', data: { memberId, language: 'de' } };
      given([]).when(command('ChangeLanguage', { language: 'de' })).thenEvents([changed]);
      given([changed]).when(command('ChangeLanguage', { language: 'de' })).thenEvents([]);
      given([]).when(command('ChangeLanguage', { language: 'xx' })).thenThrows(hasCode(MEMBER_ERRORS.LANGUAGE_UNSUPPORTED));
    });

    it('grants the staff role once', () => {
      const granted: AccountEvent = { type: 'StaffRoleGranted', data: { memberId } };
      given([]).when(command('GrantStaffRole', {})).thenEvents([granted]);
      given([granted]).when(command('GrantStaffRole', {})).thenEvents([]);
    });

    it('switches invisible mode on, and ignores switching it on again', () => {
      const invisible: AccountEvent = { type: 'InvisibleModeChanged', data: { memberId, invisible: true } };
      given([]).when(command('ChangeInvisibleMode', { invisible: true })).thenEvents([invisible]);
      given([invisible]).when(command('ChangeInvisibleMode', { invisible: true })).thenEvents([]);
    });
  });

  describe('when the member deletes the account', () => {
    it('records the reasons once each, the comment, and a final deletion 14 days later', () =>
      given([])
        .when(command('RequestAccountDeletion', { reasons: ['found_partner', 'found_partner'], comment: '  Met someone here!  ', reactivationTokenId: 're-1' }))
        .thenEvents([deletionRequested]));

    it('refuses unknown or missing reasons', () => {
      given([]).when(command('RequestAccountDeletion', { reasons: [], comment: null, reactivationTokenId: 're-1' })).thenThrows(hasCode(ACCOUNT_ERRORS.DELETION_REASON_UNKNOWN));
      given([])
        .when(command('RequestAccountDeletion', { reasons: ['bored' as never], comment: null, reactivationTokenId: 're-1' }))
        .thenThrows(hasCode(ACCOUNT_ERRORS.DELETION_REASON_UNKNOWN));
    });
  });

  describe('when the member takes the discount offered instead of deleting', () => {
    const granted: AccountEvent = { type: 'RetentionDiscountGranted', data: { memberId, percentage: 50, grantedAt: now } };

    it("grants the site's percentage on the next credit purchase, once", () => {
      given([]).when(command('AcceptRetentionOffer', { percentage: 50 })).thenEvents([granted]);
      expect(stateAfter([granted]).retentionDiscount).toEqual({ percentage: 50, grantedAt: now });
      given([granted]).when(command('AcceptRetentionOffer', { percentage: 50 })).thenThrows(hasCode(ACCOUNT_ERRORS.RETENTION_OFFER_USED));
    });

    it('refuses when the site offers no discount', () =>
      given([]).when(command('AcceptRetentionOffer', { percentage: 0 })).thenThrows(hasCode(ACCOUNT_ERRORS.RETENTION_OFFER_UNAVAILABLE)));
  });

  describe('when staff ban the member', () => {
    const ban = command('BanMember', { bannedBy: 'staff-1', reportId: 'report-1', reason: 'scam' });
    const banned: AccountEvent = { type: 'MemberBanned', data: { memberId, bannedBy: 'staff-1', reportId: 'report-1', reason: 'scam', bannedAt: now } };

    it('bans once, keeping the first ban on record', () => {
      given([]).when(ban).thenEvents([banned]);
      given([banned]).when(command('BanMember', { bannedBy: 'staff-2', reportId: null, reason: 'fake' })).thenEvents([]);
    });

    it('refuses the login of the banned member, but tells only someone who knows the password', () => {
      expect(() => assertMayLogIn(stateAfter([banned]), true)).toThrow(expect.objectContaining({ code: ACCOUNT_ERRORS.BANNED }));
      expect(() => assertMayLogIn(stateAfter([banned]), false)).toThrow(expect.objectContaining({ code: MEMBER_ERRORS.LOGIN_FAILED }));
    });

    it('cannot ban an erased account', () => given([deletionRequested, erased]).when(ban).thenThrows(hasCode(MEMBER_ERRORS.NOT_FOUND)));
  });

  describe('when deletion is pending', () => {
    const deleted = [deletionRequested];

    it('tells only someone with the right password that the account is deleted', () => {
      expect(() => assertMayLogIn(stateAfter(deleted), true)).toThrow(expect.objectContaining({ code: ACCOUNT_ERRORS.DELETED }));
      expect(() => assertMayLogIn(stateAfter(deleted), false)).toThrow(expect.objectContaining({ code: MEMBER_ERRORS.LOGIN_FAILED }));
    });

    it('refuses changes to the account', () => given(deleted).when(command('ChangeLanguage', { language: 'de' })).thenThrows(hasCode(ACCOUNT_ERRORS.DELETED)));

    it('reactivates with the mailed token until the final deletion date', () => {
      given(deleted)
        .when(command('ReactivateAccount', { tokenId: 're-1' }, later(now, 14 * 24 - 1)))
        .thenEvents([{ type: 'AccountReactivated', data: { memberId, reactivatedAt: later(now, 14 * 24 - 1) } }]);
      given(deleted).when(command('ReactivateAccount', { tokenId: 'forged' })).thenThrows(hasCode(ACCOUNT_ERRORS.REACTIVATION_LINK_INVALID));
      given(deleted).when(command('ReactivateAccount', { tokenId: 're-1' }, later(now, 14 * 24))).thenThrows(hasCode(ACCOUNT_ERRORS.REACTIVATION_LINK_INVALID));
    });

    it('is not erased before the 14 days are over, and is erased once after', () => {
      const due = later(now, 14 * 24);
      given(deleted).when(command('EraseAccount', {}, later(now, 14 * 24 - 1))).thenThrows(hasCode(ACCOUNT_ERRORS.DELETION_NOT_DUE));
      given(deleted).when(command('EraseAccount', {}, due)).thenEvents([erased]);
      given([...deleted, erased]).when(command('EraseAccount', {}, due)).thenEvents([]);
    });
  });

  describe('when the reactivation mail is asked for again', () => {
    const deleted = [deletionRequested];
    const finalDeletionAt = later(now, 14 * 24);
    const inAnHour = later(now, 1);
    const requestMail = (time: string) => command('RequestReactivationMail', {}, time);
    const mailRequested = (time: string): AccountEvent => ({
      type: 'ReactivationMailRequested',
      data: { memberId, reactivationTokenId: 're-1', finalDeletionAt, requestedAt: time },
    });

    it('sends the same link again while the account waits for final deletion', () => given(deleted).when(requestMail(inAnHour)).thenEvents([mailRequested(inAnHour)]));

    it('sends three mails a day at most, the deletion mail included, and more the next day', () => {
      const twoMore = [mailRequested(inAnHour), mailRequested(later(now, 2))];
      given([...deleted, ...twoMore]).when(requestMail(later(now, 3))).thenEvents([]);
      const tomorrow = later(now, 24);
      given([...deleted, ...twoMore]).when(requestMail(tomorrow)).thenEvents([mailRequested(tomorrow)]);
    });

    it.each([
      ['an account that is not deleted', [] as AccountEvent[]],
      ['an account that was reactivated', [...deleted, reactivated]],
    ])('refuses for %s', (_, history) => given(history).when(requestMail(later(now, 2))).thenThrows(hasCode(ACCOUNT_ERRORS.NOT_DELETED)));

    it('refuses once the link has expired at the final deletion time', () => given(deleted).when(requestMail(finalDeletionAt)).thenThrows(hasCode(ACCOUNT_ERRORS.NOT_DELETED)));
  });

  describe('when the member was reactivated', () => {
    it('may log in again and is never erased by the old deadline', () => {
      expect(() => assertMayLogIn(stateAfter([deletionRequested, reactivated]), true)).not.toThrow();
      given([deletionRequested, reactivated]).when(command('EraseAccount', {}, later(now, 15 * 24))).thenThrows(hasCode(ACCOUNT_ERRORS.NOT_DELETED));
    });
  });

  describe('when the account is erased', () => {
    const gone = [deletionRequested, erased];

    it('refuses even the right password as an unknown login', () =>
      expect(() => assertMayLogIn(stateAfter(gone), true)).toThrow(expect.objectContaining({ code: MEMBER_ERRORS.LOGIN_FAILED })));

    it('knows the member no more', () => given(gone).when(command('ReactivateAccount', { tokenId: 're-1' })).thenThrows(hasCode(MEMBER_ERRORS.NOT_FOUND)));
  });
});
