import { specFor } from '../kernel/given-when-then.js';
import { loginAttackDecider, type NoticeLoginAttack } from './login-attack.decider.js';
import type { LoginAttackNoticed } from './login-attack.events.js';

const given = specFor(loginAttackDecider);
const attackStartedAt = '2026-11-22T10:00:00.000Z';
const notice = (now: string): NoticeLoginAttack => ({ type: 'NoticeLoginAttack', data: { memberId: 'm-1', attackStartedAt }, metadata: { now } });
const noticed: LoginAttackNoticed = { type: 'LoginAttackNoticed', data: { memberId: 'm-1', attackStartedAt, noticedAt: attackStartedAt } };

describe('LoginAttack', () => {
  describe('when the owner has not been told of the attack', () => {
    it('records that they are to be told', () => given([]).when(notice(attackStartedAt)).thenEvents([noticed]));
  });

  describe('when the owner has been told of the attack', () => {
    it('records nothing for its later attempts', () => given([noticed]).when(notice('2026-11-22T10:05:00.000Z')).thenEvents([]));
  });
});
