import type { Personal } from '../kernel/personal-data.js';
import type { Language } from '../locale/locales.js';
import type { MemberEvent } from './member.events.js';

export type MemberStatus = 'not_confirmed' | 'confirmed';

export interface ActiveMember {
  readonly exists: true;
  readonly memberId: string;
  readonly status: MemberStatus;
  readonly name: Personal<string>;
  readonly email: Personal<string>;
  readonly passwordHashRef: string;
  readonly language: Language;
  readonly domain: string;
  readonly country: string | null;
  readonly signedUpAt: string;
  readonly fictional: boolean;
  readonly staff: boolean;
  readonly invisible: boolean;
  readonly pendingActivation: { readonly tokenId: string; readonly expiresAt: string } | null;
  /** Open sessions by the hash of their token, with their expiry. */
  readonly sessions: Readonly<Record<string, string>>;
}

export type Member = { readonly exists: false } | ActiveMember;

export const initialMemberState: Member = { exists: false };

const withoutSession = (sessions: Readonly<Record<string, string>>, sessionHash: string) =>
  Object.fromEntries(Object.entries(sessions).filter(([hash]) => hash !== sessionHash));

export const evolveMember = (state: Member, event: MemberEvent): Member => {
  if (event.type === 'MemberSignedUp') {
    const { memberId, name, email, passwordHashRef, language, domain, country, signedUpAt, fictional } = event.data;
    return {
      exists: true,
      memberId,
      status: 'not_confirmed',
      name,
      email,
      passwordHashRef,
      language,
      domain,
      country,
      signedUpAt,
      fictional: fictional ?? false,
      staff: false,
      invisible: false,
      pendingActivation: null,
      sessions: {},
    };
  }
  if (!state.exists) return state;
  switch (event.type) {
    case 'ActivationTokenIssued':
      return { ...state, pendingActivation: { tokenId: event.data.tokenId, expiresAt: event.data.expiresAt } };
    case 'MemberConfirmed':
      return { ...state, status: 'confirmed', pendingActivation: null };
    case 'MemberLoggedIn':
      return { ...state, sessions: { ...state.sessions, [event.data.sessionHash]: event.data.expiresAt } };
    case 'MemberLoggedOut':
      return { ...state, sessions: withoutSession(state.sessions, event.data.sessionHash) };
    case 'MemberLanguageChanged':
      return { ...state, language: event.data.language };
    case 'StaffRoleGranted':
      return { ...state, staff: true };
    case 'InvisibleModeChanged':
      return { ...state, invisible: event.data.invisible };
  }
};

/** A session counts only until its expiry; `now` is an ISO time. */
export const hasOpenSession = (state: Member, sessionHash: string, now: string): state is ActiveMember => {
  if (!state.exists) return false;
  const expiresAt = state.sessions[sessionHash];
  return expiresAt !== undefined && expiresAt > now;
};
