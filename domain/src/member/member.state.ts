import type { Personal } from '../kernel/personal-data.js';
import { REACTIVATION_MAILS_PER_DAY } from './account-deletion.rules.js';
import type { Language } from '../locale/locales.js';
import { ACTIVATION_LINK_LIFETIME_HOURS } from './member.errors.js';
import type { MemberEvent } from './member.events.js';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type NotificationPreferences,
  type NotificationsDisabledReason,
} from './notification-preferences.js';

export type MemberStatus = 'not_confirmed' | 'confirmed';

/** active → deletion_requested (14 days to reactivate) → erased (final). */
export type AccountLifecycle = 'active' | 'deletion_requested' | 'erased';

export interface PendingDeletion {
  readonly reactivationTokenId: string;
  readonly requestedAt: string;
  readonly finalDeletionAt: string;
  /** When mails with the reactivation link were sent (the deletion's own first), for the daily limit. */
  readonly reactivationMailsAt: readonly string[];
}

export interface ActiveMember {
  readonly exists: true;
  readonly memberId: string;
  readonly status: MemberStatus;
  readonly lifecycle: AccountLifecycle;
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
  /** When activation tokens were issued (newest last), for the daily resend limit. */
  readonly activationTokensIssuedAt: readonly string[];
  readonly pendingEmailChange: { readonly newEmail: Personal<string>; readonly tokenId: string; readonly expiresAt: string } | null;
  readonly notificationPreferences: NotificationPreferences;
  readonly notificationsDisabled: readonly NotificationsDisabledReason[];
  readonly pushSubscribed: boolean;
  readonly pendingDeletion: PendingDeletion | null;
  /** A discount on the next credit purchase, accepted instead of deleting the account; payments apply it. */
  readonly retentionDiscount: { readonly percentage: number; readonly grantedAt: string } | null;
  /** Open sessions by the hash of their token, with their expiry. */
  readonly sessions: Readonly<Record<string, string>>;
}

export type Member = { readonly exists: false } | ActiveMember;

export const initialMemberState: Member = { exists: false };

const HOUR_MS = 3_600_000;
// Kept short: only today's tokens matter for the resend limit.
const RECENT_TOKENS_KEPT = 10;

const withoutSession = (sessions: Readonly<Record<string, string>>, sessionHash: string) =>
  Object.fromEntries(Object.entries(sessions).filter(([hash]) => hash !== sessionHash));

const onlySession = (sessions: Readonly<Record<string, string>>, kept: string | null) =>
  kept && sessions[kept] ? { [kept]: sessions[kept] } : {};

const signedUp = (data: Extract<MemberEvent, { type: 'MemberSignedUp' }>['data']): ActiveMember => ({
  exists: true,
  memberId: data.memberId,
  status: 'not_confirmed',
  lifecycle: 'active',
  name: data.name,
  email: data.email,
  passwordHashRef: data.passwordHashRef,
  language: data.language,
  domain: data.domain,
  country: data.country,
  signedUpAt: data.signedUpAt,
  fictional: data.fictional ?? false,
  staff: false,
  invisible: false,
  pendingActivation: null,
  activationTokensIssuedAt: [],
  pendingEmailChange: null,
  notificationPreferences: DEFAULT_NOTIFICATION_PREFERENCES,
  notificationsDisabled: [],
  pushSubscribed: false,
  pendingDeletion: null,
  retentionDiscount: null,
  sessions: {},
});

const evolveAccount = (state: ActiveMember, event: MemberEvent): ActiveMember => {
  switch (event.type) {
    case 'AccountDeletionRequested': {
      const { reactivationTokenId, requestedAt, finalDeletionAt } = event.data;
      const pendingDeletion = { reactivationTokenId, requestedAt, finalDeletionAt, reactivationMailsAt: [requestedAt] };
      return { ...state, lifecycle: 'deletion_requested', pendingDeletion, sessions: {} };
    }
    case 'ReactivationMailRequested': {
      const pending = state.pendingDeletion;
      if (!pending) return state;
      const reactivationMailsAt = [...pending.reactivationMailsAt, event.data.requestedAt].slice(-REACTIVATION_MAILS_PER_DAY);
      return { ...state, pendingDeletion: { ...pending, reactivationMailsAt } };
    }
    case 'RetentionDiscountGranted':
      return { ...state, retentionDiscount: { percentage: event.data.percentage, grantedAt: event.data.grantedAt } };
    case 'AccountReactivated':
      return { ...state, lifecycle: 'active', pendingDeletion: null };
    case 'AccountErased':
      return { ...state, lifecycle: 'erased', pendingDeletion: null, pendingActivation: null, pendingEmailChange: null, sessions: {} };
    default:
      return state;
  }
};

const evolveMail = (state: ActiveMember, event: MemberEvent): ActiveMember => {
  switch (event.type) {
    case 'EmailChangeRequested': {
      const { newEmail, tokenId, expiresAt } = event.data;
      return { ...state, pendingEmailChange: { newEmail, tokenId, expiresAt } };
    }
    case 'EmailChanged':
      // A new address is a new chance for mail to arrive: earlier bounces were about the old one.
      return { ...state, email: event.data.email, pendingEmailChange: null, notificationsDisabled: [] };
    case 'NotificationPreferencesChanged':
      return { ...state, notificationPreferences: { ...state.notificationPreferences, ...event.data.preferences } };
    case 'NotificationsDisabled':
      return state.notificationsDisabled.includes(event.data.reason)
        ? state
        : { ...state, notificationsDisabled: [...state.notificationsDisabled, event.data.reason] };
    case 'NotificationsEnabled':
      return { ...state, notificationsDisabled: [] };
    default:
      return evolveAccount(state, event);
  }
};

const evolveExisting = (state: ActiveMember, event: MemberEvent): ActiveMember => {
  switch (event.type) {
    case 'ActivationTokenIssued': {
      const issuedAt = event.data.issuedAt ?? new Date(Date.parse(event.data.expiresAt) - ACTIVATION_LINK_LIFETIME_HOURS * HOUR_MS).toISOString();
      return {
        ...state,
        pendingActivation: { tokenId: event.data.tokenId, expiresAt: event.data.expiresAt },
        activationTokensIssuedAt: [...state.activationTokensIssuedAt, issuedAt].slice(-RECENT_TOKENS_KEPT),
      };
    }
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
    case 'PasswordChanged':
      return { ...state, passwordHashRef: event.data.passwordHashRef, sessions: onlySession(state.sessions, event.data.keptSessionHash) };
    case 'PushSubscriptionSaved':
      return { ...state, pushSubscribed: true };
    default:
      return evolveMail(state, event);
  }
};

export const evolveMember = (state: Member, event: MemberEvent): Member => {
  if (event.type === 'MemberSignedUp') return signedUp(event.data);
  return state.exists ? evolveExisting(state, event) : state;
};

/** A session counts only until its expiry, and only while the account is active; `now` is an ISO time. */
export const hasOpenSession = (state: Member, sessionHash: string, now: string): state is ActiveMember => {
  if (!state.exists || state.lifecycle !== 'active') return false;
  const expiresAt = state.sessions[sessionHash];
  return expiresAt !== undefined && expiresAt > now;
};

/** The e-mail change still waiting for its confirmation link, unless that link has expired; `now` is an ISO time. */
export const openEmailChange = (member: ActiveMember, now: string): ActiveMember['pendingEmailChange'] => {
  const pending = member.pendingEmailChange;
  return pending && pending.expiresAt > now ? pending : null;
};

/**
 * Spec §4: members do not receive the messages of an unconfirmed account until it is confirmed. Chat holds them while
 * this is true and releases them on MemberConfirmed.
 */
export const holdsOutgoingMessages = (member: ActiveMember): boolean => member.status !== 'confirmed';
