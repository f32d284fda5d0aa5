import type { Event } from '../kernel/message.js';
import type { Personal, PersonalDataPolicy } from '../kernel/personal-data.js';
import type { Language } from '../locale/locales.js';

export interface TrackingData {
  readonly network?: string;
  readonly ref?: string;
  readonly sub1?: string;
  readonly sub2?: string;
  readonly sub3?: string;
}

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
  }
>;
export type ActivationTokenIssued = Event<'ActivationTokenIssued', { memberId: string; tokenId: string; expiresAt: string }>;
export type MemberConfirmed = Event<'MemberConfirmed', { memberId: string; confirmedAt: string }>;
export type MemberLoggedIn = Event<'MemberLoggedIn', { memberId: string; sessionHash: string; expiresAt: string; loggedInAt: string }>;
export type MemberLoggedOut = Event<'MemberLoggedOut', { memberId: string; sessionHash: string; loggedOutAt: string }>;
export type MemberLanguageChanged = Event<'MemberLanguageChanged', { memberId: string; language: Language }>;
export type StaffRoleGranted = Event<'StaffRoleGranted', { memberId: string }>;
export type InvisibleModeChanged = Event<'InvisibleModeChanged', { memberId: string; invisible: boolean }>;

export type MemberEvent =
  | MemberSignedUp
  | ActivationTokenIssued
  | MemberConfirmed
  | MemberLoggedIn
  | MemberLoggedOut
  | MemberLanguageChanged
  | StaffRoleGranted
  | InvisibleModeChanged;

export const MEMBER_EVENT_TYPES: readonly MemberEvent['type'][] = [
  'MemberSignedUp',
  'ActivationTokenIssued',
  'MemberConfirmed',
  'MemberLoggedIn',
  'MemberLoggedOut',
  'MemberLanguageChanged',
  'StaffRoleGranted',
  'InvisibleModeChanged',
];

export const memberStreamId = (memberId: string): string => `member-${memberId}`;

export const MEMBER_PERSONAL_DATA: PersonalDataPolicy = {
  MemberSignedUp: { subjectIdField: 'memberId', personalFields: ['name', 'email', 'dateOfBirth'] },
};
