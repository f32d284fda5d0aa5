import type { Account } from '../account/account.decider.js';
import type { Credentials } from '../credentials/credentials.decider.js';
import type { NotificationSettings } from '../notification-settings/notification-settings.decider.js';
import type { RegisteredMember } from '../registration/registration.decider.js';

/** A member as the four aggregates together know them: what the account pages, exports and mails show. */
export interface MemberState {
  readonly registration: RegisteredMember;
  readonly credentials: Credentials;
  readonly account: Account;
  readonly notifications: NotificationSettings;
}

/** The address the member logs in with now: the last confirmed change, else the signup's. */
export const currentEmailOf = ({ registration, credentials }: Pick<MemberState, 'registration' | 'credentials'>) =>
  credentials.email ?? registration.email;

/** The password hash in force: the last change, else the signup's. */
export const currentPasswordHashRefOf = ({ registration, credentials }: Pick<MemberState, 'registration' | 'credentials'>): string =>
  credentials.passwordHashRef ?? registration.passwordHashRef;

export const currentLanguageOf = ({ registration, account }: Pick<MemberState, 'registration' | 'account'>) => account.language ?? registration.language;
