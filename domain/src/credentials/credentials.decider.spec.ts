import { fold } from '../kernel/decider.js';
import { hasCode } from '../kernel/domain-error.js';
import { specFor } from '../kernel/given-when-then.js';
import { EMAIL_CHANGE_ERRORS } from '../member/member.errors.js';
import type { CredentialsCommand } from './credentials.commands.js';
import { credentialsDecider, openEmailChange } from './credentials.decider.js';
import type { CredentialsEvent } from './credentials.events.js';

const given = specFor(credentialsDecider);
const now = '2026-11-22T10:00:00.000Z';
const later = (iso: string, hours: number) => new Date(Date.parse(iso) + hours * 3_600_000).toISOString();
const memberId = 'm-1';
const command = <T extends CredentialsCommand['type']>(type: T, data: Omit<Extract<CredentialsCommand, { type: T }>['data'], 'memberId'>, at = now) =>
  ({ type, data: { memberId, ...data }, metadata: { now: at } }) as unknown as CredentialsCommand;

const changeRequested: CredentialsEvent = {
  type: 'EmailChangeRequested',
  data: { memberId, newEmail: 'anna@new.example', tokenId: 'mc-1', expiresAt: later(now, 24), requestedAt: now },
};

describe('Credentials', () => {
  describe('when the password changes', () => {
    it('records the new credential and keeps only the session that changed it', () =>
      given([])
        .when(command('ChangePassword', { passwordHashRef: 'pw-2', keptSessionHash: 'phone' }))
        .thenEvents([{ type: 'PasswordChanged', data: { memberId, passwordHashRef: 'pw-2', keptSessionHash: 'phone', changedAt: now } }]));
  });

  describe('when the e-mail address changes', () => {
    it('asks for confirmation of the normalised new address, valid for a day', () =>
      given([]).when(command('RequestEmailChange', { newEmail: ' Anna@New.Example ', currentEmail: 'anna@example.com', tokenId: 'mc-1' })).thenEvents([changeRequested]));

    it('refuses an invalid address and the address in use', () => {
      given([]).when(command('RequestEmailChange', { newEmail: 'nope', currentEmail: 'anna@example.com', tokenId: 'mc-1' })).thenThrows(hasCode(EMAIL_CHANGE_ERRORS.INVALID));
      given([]).when(command('RequestEmailChange', { newEmail: 'ANNA@example.com', currentEmail: 'anna@example.com', tokenId: 'mc-1' })).thenThrows(hasCode(EMAIL_CHANGE_ERRORS.SAME));
    });

    it('changes the address with the mailed token, once', () => {
      const changed: CredentialsEvent = { type: 'EmailChanged', data: { memberId, email: 'anna@new.example', changedAt: now } };
      given([changeRequested]).when(command('ConfirmEmailChange', { tokenId: 'mc-1' })).thenEvents([changed]);
      given([changeRequested, changed]).when(command('ConfirmEmailChange', { tokenId: 'mc-1' })).thenThrows(hasCode(EMAIL_CHANGE_ERRORS.LINK_INVALID));
    });

    it('refuses a forged or expired token', () => {
      given([changeRequested]).when(command('ConfirmEmailChange', { tokenId: 'forged' })).thenThrows(hasCode(EMAIL_CHANGE_ERRORS.LINK_INVALID));
      given([changeRequested]).when(command('ConfirmEmailChange', { tokenId: 'mc-1' }, later(now, 24))).thenThrows(hasCode(EMAIL_CHANGE_ERRORS.LINK_INVALID));
    });

    it('shows the new address as waiting only until its link expires', () => {
      const state = fold(credentialsDecider, [changeRequested]);
      expect(openEmailChange(state, now)?.newEmail).toBe('anna@new.example');
      expect(openEmailChange(state, later(now, 24))).toBeNull();
    });
  });
});
