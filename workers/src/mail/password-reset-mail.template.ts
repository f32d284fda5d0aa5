import type { Language } from '@dating/domain';
import { COMMON_MAIL_TEXTS } from './common-mail.texts.js';
import type { RenderedMail } from './mail-html.js';
import { linkBlocks, renderMail } from './mail-html.js';
import { PASSWORD_RESET_MAIL_TEXTS } from './password-reset-mail.texts.js';
import { plural } from './plural.js';
import { UNKNOWN_ADDRESS_MAIL_TEXTS } from './unknown-address-mail.texts.js';

export interface PasswordResetMailContent {
  readonly name: string;
  readonly language: Language;
  readonly resetUrl: string;
  readonly validForMinutes: number;
}

export const renderPasswordResetMail = ({ name, language, resetUrl, validForMinutes }: PasswordResetMailContent): RenderedMail => {
  const texts = PASSWORD_RESET_MAIL_TEXTS[language];
  const common = COMMON_MAIL_TEXTS[language];
  return renderMail(language, texts.subject, [
    { kind: 'paragraph', text: common.greeting(name) },
    { kind: 'paragraph', text: texts.intro },
    ...linkBlocks(texts.button, common.buttonFallback, resetUrl),
    { kind: 'note', text: plural(language, validForMinutes, texts.validity) },
    { kind: 'note', text: texts.notYou },
  ]);
};

export interface UnknownAddressMailContent {
  readonly language: Language;
  /** Host the request was made on, e.g. 'www.example.com'. */
  readonly site: string;
  readonly signupUrl: string;
}

export const renderUnknownAddressMail = ({ language, site, signupUrl }: UnknownAddressMailContent): RenderedMail => {
  const texts = UNKNOWN_ADDRESS_MAIL_TEXTS[language];
  const common = COMMON_MAIL_TEXTS[language];
  return renderMail(language, texts.subject, [
    { kind: 'paragraph', text: common.anonymousGreeting },
    { kind: 'paragraph', text: texts.intro(site) },
    { kind: 'paragraph', text: texts.ifYou },
    ...linkBlocks(texts.button, common.buttonFallback, signupUrl),
    { kind: 'note', text: texts.notYou },
  ]);
};
