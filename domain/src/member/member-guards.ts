import { DomainError } from '../kernel/domain-error.js';
import { ACCOUNT_ERRORS, MEMBER_ERRORS } from './member.errors.js';
import type { ActiveMember, Member } from './member.state.js';

const HOUR_MS = 3_600_000;
export const addHours = (iso: string, hours: number): string => new Date(Date.parse(iso) + hours * HOUR_MS).toISOString();

/** A member that exists and is not erased (an erased member is gone for every purpose). */
export const existing = (state: Member): ActiveMember => {
  if (!state.exists || state.lifecycle === 'erased') throw new DomainError(MEMBER_ERRORS.NOT_FOUND);
  return state;
};

/** A member whose account is in use: not deleted, not erased. */
export const active = (state: Member): ActiveMember => {
  const member = existing(state);
  if (member.lifecycle !== 'active') throw new DomainError(ACCOUNT_ERRORS.DELETED, { final_date: member.pendingDeletion?.finalDeletionAt ?? '' });
  return member;
};
