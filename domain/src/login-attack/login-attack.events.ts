import type { Event } from '../kernel/message.js';

/**
 * Many failed logins on the member's account from many places (see login-throttle.rules.ts): the owner is told by mail.
 * One stream per attack told of, so the event is the decision to tell and a retried notice appends nothing.
 */
export type LoginAttackNoticed = Event<'LoginAttackNoticed', { memberId: string; attackStartedAt: string; noticedAt: string }>;
export type LoginAttackEvent = LoginAttackNoticed;

export const LOGIN_ATTACK_EVENT_TYPES: readonly LoginAttackEvent['type'][] = ['LoginAttackNoticed'];

export const loginAttackStreamId = (memberId: string, attackStartedAt: string): string => `login-attack-${memberId}-${attackStartedAt}`;
