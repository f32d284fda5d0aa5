import type { Event } from '../kernel/message.js';
import type { Personal } from '../kernel/personal-data.js';
import { upcastOwnTypes, type EventUpgrades } from '../kernel/upcast.js';
import type { Language } from '../locale/locales.js';
import type { Niche } from '../traffic/landers.js';
import { ACTIVATION_LINK_LIFETIME_HOURS } from '../member/member.errors.js';

/** The first message written while signing up: its id is the server's, minted at signup, so it is sent once. */
export interface SignupMessage {
  readonly messageId: string;
  readonly recipientId: string;
  readonly text: string;
}

export interface TrackingData {
  readonly network?: string;
  readonly ref?: string;
  readonly sub1?: string;
  readonly sub2?: string;
  readonly sub3?: string;
}

/** A visitor signed up: the member exists, unconfirmed until they follow the activation link mailed to them. */
export type MemberSignedUp = Event<
  'MemberSignedUp',
  {
    memberId: string;
    name: Personal<string>;
    email: Personal<string>;
    dateOfBirth: Personal<string>;
    /** The password hash lives outside the log (a secret has no place in analysts' exports). */
    passwordHashRef: string;
    language: Language;
    domain: string;
    country: string | null;
    tracking: TrackingData;
    signedUpAt: string;
    /** Demo members run by the site: shown with the site's fictional-profile disclosure. */
    fictional?: boolean;
    signupMessage?: Personal<SignupMessage>;
    /** The audience of the site signed up on (its niche code), a coarse analytic dimension; signups before it was kept lack it. */
    niche?: Niche;
  }
>;
/** An activation link was mailed to the member (at signup, or again on request), good until `expiresAt`. */
export type ActivationTokenIssued = Event<'ActivationTokenIssued', { memberId: string; tokenId: string; expiresAt: string; issuedAt: string }>;
/** The member followed the activation link: their address is confirmed and their held messages go out. */
export type MemberConfirmed = Event<'MemberConfirmed', { memberId: string; confirmedAt: string }>;

/** Signing up and confirming the address: the member's first stream, which keeps the historic id `member-<id>`. */
export type RegistrationEvent = MemberSignedUp | ActivationTokenIssued | MemberConfirmed;

export const REGISTRATION_EVENT_TYPES: readonly RegistrationEvent['type'][] = ['MemberSignedUp', 'ActivationTokenIssued', 'MemberConfirmed'];

export const registrationStreamId = (memberId: string): string => `member-${memberId}`;

const HOUR_MS = 3_600_000;

export const REGISTRATION_EVENT_UPGRADES: EventUpgrades<RegistrationEvent> = {
  ActivationTokenIssued: {
    olderShapes: ['without `issuedAt`: tokens issued at signup before resends existed; their fixed lifetime tells when'],
    upgrade: (data) => ({
      ...data,
      issuedAt: data.issuedAt ?? new Date(Date.parse(data.expiresAt) - ACTIVATION_LINK_LIFETIME_HOURS * HOUR_MS).toISOString(),
    }),
  },
};

export const upcastRegistrationEvent = upcastOwnTypes<RegistrationEvent>(REGISTRATION_EVENT_TYPES, REGISTRATION_EVENT_UPGRADES);
