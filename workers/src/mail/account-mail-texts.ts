import type { Language } from '@dating/domain';
import type { TFunction } from 'i18next';
import { ACCOUNT_MAILS_NAMESPACE, mailI18n, NOTIFICATIONS_NAMESPACE } from './mail-i18n.js';

/** The account mails, as account-mails.json names their sections. */
export type AccountMail =
  | 'activation'
  | 'passwordReset'
  | 'unknownAddress'
  | 'emailChangeConfirmation'
  | 'emailChangeNotice'
  | 'accountDeletion'
  | 'loginAttack';

// Stand-ins for the values while i18next renders (private-use characters, which no translation holds); put back in one
// pass, so a name, an address or a host that reads `{{count}}` or `$&` stays just that.
const markOf = (name: string) => `\uE000${name}\uE000`;
const MARKS = /\uE000(\w+)\uE000/g;

const withValues = (t: TFunction, key: string, values: Readonly<Record<string, string>>): string => {
  const sentence = t(key, Object.fromEntries(Object.keys(values).map((name) => [name, markOf(name)])));
  return sentence.replace(MARKS, (mark, name: string) => values[name] ?? mark);
};

/**
 * One account mail's texts in the member's language, from the translation files: its own section of account-mails.json
 * and the phrases every mail shares (the greeting, the line under a button) from notifications.json's `common`.
 */
export const accountMailTexts = (language: Language, mail: AccountMail) => {
  const own = mailI18n().getFixedT(language, ACCOUNT_MAILS_NAMESPACE, mail);
  const common = mailI18n().getFixedT(language, NOTIFICATIONS_NAMESPACE, 'common');
  return {
    text: (key: string, values: Readonly<Record<string, string>> = {}): string => withValues(own, key, values),
    /** A phrase with a number in it, in the plural form the language needs for it. */
    counted: (key: string, count: number): string => own(key, { count }),
    greeting: (name: string): string => withValues(common, 'greeting', { name }),
    anonymousGreeting: (): string => common('anonymousGreeting'),
    buttonFallback: (): string => common('buttonFallback'),
  };
};
