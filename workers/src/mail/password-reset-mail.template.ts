import type { Language } from '@dating/domain';
import { accountMailTexts } from './account-mail-texts.js';
import { renderExpiringLinkMail } from './expiring-link-mail.template.js';
import type { RenderedMail } from './mail-html.js';
import { linkBlocks, renderMail } from './mail-html.js';

export interface PasswordResetMailContent {
  readonly name: string;
  readonly language: Language;
  readonly resetUrl: string;
  readonly validForMinutes: number;
}

export const renderPasswordResetMail = ({ name, language, resetUrl, validForMinutes }: PasswordResetMailContent): RenderedMail =>
  renderExpiringLinkMail('passwordReset', { name, language, url: resetUrl, validFor: validForMinutes });

export interface UnknownAddressMailContent {
  readonly language: Language;
  /** Host the request was made on, e.g. 'www.example.com'. */
  readonly site: string;
  readonly signupUrl: string;
}

export const renderUnknownAddressMail = ({ language, site, signupUrl }: UnknownAddressMailContent): RenderedMail => {
  const texts = accountMailTexts(language, 'unknownAddress');
  return renderMail(language, texts.text('subject'), [
    { kind: 'paragraph', text: texts.anonymousGreeting() },
    { kind: 'paragraph', text: texts.text('intro', { site }) },
    { kind: 'paragraph', text: texts.text('ifYou') },
    ...linkBlocks(texts.text('button'), texts.buttonFallback(), signupUrl),
    { kind: 'note', text: texts.text('notYou') },
  ]);
};
