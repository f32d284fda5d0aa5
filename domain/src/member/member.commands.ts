import type { Command } from '../kernel/message.js';
import type { Language } from '../locale/locales.js';
import type { TrackingData } from './member.events.js';

export type SignUp = Command<
  'SignUp',
  {
    memberId: string;
    name: string;
    email: string;
    dateOfBirth: string;
    passwordHashRef: string;
    language: Language;
    domain: string;
    country: string | null;
    tracking: TrackingData;
    activationTokenId: string;
    fictional?: boolean;
  }
>;
export type ConfirmMember = Command<'ConfirmMember', { tokenId: string }>;
/** The password is checked outside the domain (hashing is I/O-heavy); the decider records the outcome. */
export type LogIn = Command<'LogIn', { sessionHash: string; passwordVerified: boolean }>;
export type LogOut = Command<'LogOut', { sessionHash: string }>;
export type ChangeLanguage = Command<'ChangeLanguage', { language: string }>;
export type GrantStaffRole = Command<'GrantStaffRole', Record<string, never>>;
export type ChangeInvisibleMode = Command<'ChangeInvisibleMode', { invisible: boolean }>;

export type MemberCommand = SignUp | ConfirmMember | LogIn | LogOut | ChangeLanguage | GrantStaffRole | ChangeInvisibleMode;
