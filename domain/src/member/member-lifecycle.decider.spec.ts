import { hasCode } from '../kernel/domain-error.js';
import { fold } from '../kernel/decider.js';
import { specFor } from '../kernel/given-when-then.js';
import type { MemberCommand } from './member.commands.js';
import { memberDecider } from './member.decider.js';
import { ACCOUNT_ERRORS, EMAIL_CHANGE_ERRORS, MEMBER_ERRORS, NOTIFICATION_ERRORS } from './member.errors.js';
import type { MemberEvent } from './member.events.js';
import { hasOpenSession, holdsOutgoingMessages, openEmailChange, type ActiveMember } from './member.state.js';

const given = specFor(memberDecider);
const now = '2026-11-22T10:00:00.000Z';
const later = (iso: string, hours: number) => new Date(Date.parse(iso) + hours * 3_600_000).toISOString();
const at = (time: string) => ({ now: time });
const metadata = at(now);
const memberId = 'm-1';

const signedUp: MemberEvent = {
  type: 'MemberSignedUp',
  data: {
    memberId,
    name: 'Anna',
    email: 'anna@example.com',
    dateOfBirth: '1990-05-01',
    passwordHashRef: 'pw-1',
    language: 'nl',
    domain: 'localhost',
    country: 'NL',
    tracking: {},
    signedUpAt: now,
  },
};
const tokenIssued: MemberEvent = { type: 'ActivationTokenIssued', data: { memberId, tokenId: 'tok-1', expiresAt: later(now, 72) } };
const confirmed: MemberEvent = { type: 'MemberConfirmed', data: { memberId, confirmedAt: now } };
const session = (hash: string): MemberEvent => ({
  type: 'MemberLoggedIn',
  data: { memberId, sessionHash: hash, expiresAt: later(now, 720), loggedInAt: now },
});
const member = [signedUp, tokenIssued, confirmed, session('phone'), session('laptop')];
const stateAfter = (events: MemberEvent[]) => fold(memberDecider, events) as ActiveMember;
const command = <T extends MemberCommand['type']>(type: T, data: Extract<MemberCommand, { type: T }>['data'], meta = metadata) =>
  ({ type, data, metadata: meta }) as MemberCommand;

const deletionRequested: MemberEvent = {
  type: 'AccountDeletionRequested',
  data: {
    memberId,
    reasons: ['found_partner'],
    comment: 'Met someone here!',
    reactivationTokenId: 're-1',
    requestedAt: now,
    finalDeletionAt: later(now, 14 * 24),
  },
};

describe('Member lifecycle', () => {
  describe('when the activation mail is asked for again', () => {
    const unconfirmed = [signedUp, tokenIssued];

    it('issues a new token that replaces the first', () => {
      const reissued: MemberEvent = {
        type: 'ActivationTokenIssued',
        data: { memberId, tokenId: 'tok-2', expiresAt: later(now, 72), issuedAt: now },
      };
      given(unconfirmed).when(command('IssueActivationToken', { tokenId: 'tok-2' })).thenEvents([reissued]);
      given([...unconfirmed, reissued]).when(command('ConfirmMember', { tokenId: 'tok-1' })).thenThrows(hasCode(MEMBER_ERRORS.ACTIVATION_LINK_INVALID));
    });

    it('allows five tokens a day, counting the one of the signup, and more the next day', () => {
      const resends = [2, 3, 4, 5].map<MemberEvent>((n) => ({
        type: 'ActivationTokenIssued',
        data: { memberId, tokenId: `tok-${n}`, expiresAt: later(now, 72), issuedAt: now },
      }));
      given([...unconfirmed, ...resends]).when(command('IssueActivationToken', { tokenId: 'tok-6' })).thenThrows(hasCode(MEMBER_ERRORS.ACTIVATION_RESEND_LIMIT));
      const tomorrow = later(now, 24);
      given([...unconfirmed, ...resends])
        .when(command('IssueActivationToken', { tokenId: 'tok-6' }, at(tomorrow)))
        .thenEvents([{ type: 'ActivationTokenIssued', data: { memberId, tokenId: 'tok-6', expiresAt: later(tomorrow, 72), issuedAt: tomorrow } }]);
    });

    it('refuses once the member is confirmed', () =>
      given(member).when(command('IssueActivationToken', { tokenId: 'tok-2' })).thenThrows(hasCode(MEMBER_ERRORS.ALREADY_CONFIRMED)));
  });

  describe('when the password changes', () => {
    const changed: MemberEvent = { type: 'PasswordChanged', data: { memberId, passwordHashRef: 'pw-2', keptSessionHash: 'phone', changedAt: now } };

    it('records the new credential and keeps only the session that changed it', () => {
      given(member).when(command('ChangePassword', { passwordHashRef: 'pw-2', keptSessionHash: 'phone' })).thenEvents([changed]);
      const state = stateAfter([...member, changed]);
      expect(state.passwordHashRef).toBe('pw-2');
      expect(hasOpenSession(state, 'phone', now)).toBe(true);
      expect(hasOpenSession(state, 'laptop', now)).toBe(false);
    });

    it('ends every session after a reset by mail', () => {
      const reset: MemberEvent = { type: 'PasswordChanged', data: { memberId, passwordHashRef: 'pw-3', keptSessionHash: null, changedAt: now } };
      expect(Object.keys(stateAfter([...member, reset]).sessions)).toEqual([]);
    });
  });

  describe('when the e-mail address changes', () => {
    const requested: MemberEvent = {
      type: 'EmailChangeRequested',
      data: { memberId, newEmail: 'anna@new.example', tokenId: 'mc-1', expiresAt: later(now, 24), requestedAt: now },
    };

    it('asks for confirmation of the normalised new address, valid for a day', () =>
      given(member).when(command('RequestEmailChange', { newEmail: ' Anna@New.Example ', tokenId: 'mc-1' })).thenEvents([requested]));

    it.each([
      ['a malformed address', 'anna@', EMAIL_CHANGE_ERRORS.INVALID],
      ['the current address', 'ANNA@example.com', EMAIL_CHANGE_ERRORS.SAME],
    ])('refuses %s', (_, newEmail, code) => given(member).when(command('RequestEmailChange', { newEmail, tokenId: 'mc-1' })).thenThrows(hasCode(code)));

    it('changes the address with the mailed token and forgets earlier bounces', () => {
      const bounced: MemberEvent = { type: 'NotificationsDisabled', data: { memberId, reason: 'bounce', disabledAt: now } };
      const changed: MemberEvent = { type: 'EmailChanged', data: { memberId, email: 'anna@new.example', changedAt: now } };
      given([...member, bounced, requested]).when(command('ConfirmEmailChange', { tokenId: 'mc-1' })).thenEvents([changed]);
      const state = stateAfter([...member, bounced, requested, changed]);
      expect(state.email).toBe('anna@new.example');
      expect(state.notificationsDisabled).toEqual([]);
      expect(state.pendingEmailChange).toBeNull();
    });

    it.each([
      ['another token', 'forged', now],
      ['the token after a day', 'mc-1', later(now, 24)],
    ])('refuses %s', (_, tokenId, time) =>
      given([...member, requested]).when(command('ConfirmEmailChange', { tokenId }, at(time))).thenThrows(hasCode(EMAIL_CHANGE_ERRORS.LINK_INVALID)));

    it('shows the new address as waiting only until its link expires', () => {
      const state = stateAfter([...member, requested]);
      expect(openEmailChange(state, later(now, 23))?.newEmail).toBe('anna@new.example');
      expect(openEmailChange(state, later(now, 24))).toBeNull();
    });
  });

  describe('when notification preferences change', () => {
    it('records only the preferences that differ', () =>
      given(member)
        .when(command('ChangeNotificationPreferences', { preferences: { promotions: false, like: true } }))
        .thenEvents([{ type: 'NotificationPreferencesChanged', data: { memberId, preferences: { promotions: false } } }]));

    it('refuses an unknown preference', () =>
      given(member)
        .when(command('ChangeNotificationPreferences', { preferences: { spam: false } as never }))
        .thenThrows(hasCode(NOTIFICATION_ERRORS.PREFERENCE_UNKNOWN)));

    it('records a bounce once, and clears every reason when the member enables mail again', () => {
      const bounced: MemberEvent = { type: 'NotificationsDisabled', data: { memberId, reason: 'bounce', disabledAt: now } };
      given(member).when(command('DisableNotifications', { reason: 'bounce' })).thenEvents([bounced]);
      given([...member, bounced]).when(command('DisableNotifications', { reason: 'bounce' })).thenEvents([]);
      given([...member, bounced]).when(command('EnableNotifications', {})).thenEvents([{ type: 'NotificationsEnabled', data: { memberId, enabledAt: now } }]);
    });

    it('saves a push subscription', () =>
      given(member)
        .when(command('SavePushSubscription', { subscription: '{"endpoint":"https://push.example/1"}' }))
        .thenEvents([{ type: 'PushSubscriptionSaved', data: { memberId, subscription: '{"endpoint":"https://push.example/1"}', savedAt: now } }]));
  });

  describe('when the member deletes the account', () => {
    it('records the reasons once each, the comment, and a final deletion 14 days later', () =>
      given(member)
        .when(command('RequestAccountDeletion', { reasons: ['found_partner', 'found_partner'], comment: ' Met someone here! ', reactivationTokenId: 're-1' }))
        .thenEvents([deletionRequested]));

    it.each([
      ['no reason', []],
      ['an unknown reason', ['bored']],
    ])('refuses %s', (_, reasons) =>
      given(member)
        .when(command('RequestAccountDeletion', { reasons: reasons as never, comment: null, reactivationTokenId: 're-1' }))
        .thenThrows(hasCode(ACCOUNT_ERRORS.DELETION_REASON_UNKNOWN)));

    it('ends every session at once', () => expect(hasOpenSession(stateAfter([...member, deletionRequested]), 'phone', now)).toBe(false));
  });

  describe('when the member takes the discount offered instead of deleting', () => {
    const granted: MemberEvent = { type: 'RetentionDiscountGranted', data: { memberId, percentage: 50, grantedAt: now } };

    it('grants the site\'s percentage on the next credit purchase, once', () => {
      given(member).when(command('AcceptRetentionOffer', { percentage: 50 })).thenEvents([granted]);
      expect(stateAfter([...member, granted]).retentionDiscount).toEqual({ percentage: 50, grantedAt: now });
      given([...member, granted]).when(command('AcceptRetentionOffer', { percentage: 50 })).thenThrows(hasCode(ACCOUNT_ERRORS.RETENTION_OFFER_USED));
    });

    it('refuses when the site offers no discount', () =>
      given(member).when(command('AcceptRetentionOffer', { percentage: 0 })).thenThrows(hasCode(ACCOUNT_ERRORS.RETENTION_OFFER_UNAVAILABLE)));
  });

  describe('when deletion is pending', () => {
    const deleted = [...member, deletionRequested];

    it('tells only someone with the right password that the account is deleted', () => {
      given(deleted).when(command('LogIn', { sessionHash: 'h', passwordVerified: true })).thenThrows(hasCode(ACCOUNT_ERRORS.DELETED));
      given(deleted).when(command('LogIn', { sessionHash: 'h', passwordVerified: false })).thenThrows(hasCode(MEMBER_ERRORS.LOGIN_FAILED));
    });

    it('refuses changes to the account', () =>
      given(deleted).when(command('ChangeLanguage', { language: 'de' })).thenThrows(hasCode(ACCOUNT_ERRORS.DELETED)));

    it('reactivates with the mailed token until the final deletion date', () => {
      given(deleted)
        .when(command('ReactivateAccount', { tokenId: 're-1' }, at(later(now, 14 * 24 - 1))))
        .thenEvents([{ type: 'AccountReactivated', data: { memberId, reactivatedAt: later(now, 14 * 24 - 1) } }]);
      given(deleted).when(command('ReactivateAccount', { tokenId: 'forged' })).thenThrows(hasCode(ACCOUNT_ERRORS.REACTIVATION_LINK_INVALID));
      given(deleted)
        .when(command('ReactivateAccount', { tokenId: 're-1' }, at(later(now, 14 * 24))))
        .thenThrows(hasCode(ACCOUNT_ERRORS.REACTIVATION_LINK_INVALID));
    });

    it('is not erased before the 14 days are over, and is erased once after', () => {
      const due = later(now, 14 * 24);
      given(deleted).when(command('EraseAccount', {}, at(later(now, 14 * 24 - 1)))).thenThrows(hasCode(ACCOUNT_ERRORS.DELETION_NOT_DUE));
      given(deleted).when(command('EraseAccount', {}, at(due))).thenEvents([{ type: 'AccountErased', data: { memberId, erasedAt: due } }]);
      given([...deleted, { type: 'AccountErased', data: { memberId, erasedAt: due } }]).when(command('EraseAccount', {}, at(due))).thenEvents([]);
    });
  });

  describe('when the reactivation mail is asked for again', () => {
    const deleted = [...member, deletionRequested];
    const finalDeletionAt = later(now, 14 * 24);
    const inAnHour = later(now, 1);
    const requestMail = (time: string) => command('RequestReactivationMail', {}, at(time));
    const mailRequested = (time: string): MemberEvent => ({
      type: 'ReactivationMailRequested',
      data: { memberId, reactivationTokenId: 're-1', finalDeletionAt, requestedAt: time },
    });

    it('sends the same link again while the account waits for final deletion', () =>
      given(deleted).when(requestMail(inAnHour)).thenEvents([mailRequested(inAnHour)]));

    it('sends three mails a day at most, the deletion mail included, and more the next day', () => {
      const twoMore = [mailRequested(inAnHour), mailRequested(later(now, 2))];
      given([...deleted, ...twoMore]).when(requestMail(later(now, 3))).thenEvents([]);
      const tomorrow = later(now, 24);
      given([...deleted, ...twoMore]).when(requestMail(tomorrow)).thenEvents([mailRequested(tomorrow)]);
    });

    it.each([
      ['an account that is not deleted', member],
      ['an account that was reactivated', [...deleted, { type: 'AccountReactivated', data: { memberId, reactivatedAt: inAnHour } } as MemberEvent]],
    ])('refuses for %s', (_, history) => given(history).when(requestMail(later(now, 2))).thenThrows(hasCode(ACCOUNT_ERRORS.NOT_DELETED)));

    it('refuses once the link has expired at the final deletion time', () =>
      given(deleted).when(requestMail(finalDeletionAt)).thenThrows(hasCode(ACCOUNT_ERRORS.NOT_DELETED)));
  });

  describe('when the member was reactivated', () => {
    it('may log in again and is never erased by the old deadline', () => {
      const reactivated = [...member, deletionRequested, { type: 'AccountReactivated', data: { memberId, reactivatedAt: now } } as MemberEvent];
      given(reactivated).when(command('LogIn', { sessionHash: 'h', passwordVerified: true })).thenEvents([
        { type: 'MemberLoggedIn', data: { memberId, sessionHash: 'h', expiresAt: later(now, 720), loggedInAt: now } },
      ]);
      given(reactivated).when(command('EraseAccount', {}, at(later(now, 15 * 24)))).thenThrows(hasCode(ACCOUNT_ERRORS.NOT_DELETED));
    });
  });

  describe('when the account is erased', () => {
    const erased = [...member, deletionRequested, { type: 'AccountErased', data: { memberId, erasedAt: now } } as MemberEvent];

    it('refuses even the right password as an unknown login', () =>
      given(erased).when(command('LogIn', { sessionHash: 'h', passwordVerified: true })).thenThrows(hasCode(MEMBER_ERRORS.LOGIN_FAILED)));

    it('knows the member no more', () =>
      given(erased).when(command('ReactivateAccount', { tokenId: 're-1' })).thenThrows(hasCode(MEMBER_ERRORS.NOT_FOUND)));
  });

  describe('messages of an unconfirmed member', () => {
    it('are held until the e-mail address is confirmed', () => {
      expect(holdsOutgoingMessages(stateAfter([signedUp, tokenIssued]))).toBe(true);
      expect(holdsOutgoingMessages(stateAfter([signedUp, tokenIssued, confirmed]))).toBe(false);
    });
  });
});
