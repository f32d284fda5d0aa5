import type { Command } from '../kernel/message.js';
import type { Language } from '../locale/locales.js';
import type { Niche } from '../traffic/landers.js';
import type { SignupMessage, TrackingData } from './registration.events.js';

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
    signupMessage?: SignupMessage;
    niche?: Niche;
  }
>;
/** Resend: a new activation token replaces the pending one. */
export type IssueActivationToken = Command<'IssueActivationToken', { tokenId: string }>;
export type ConfirmMember = Command<'ConfirmMember', { tokenId: string }>;

export type RegistrationCommand = SignUp | IssueActivationToken | ConfirmMember;
