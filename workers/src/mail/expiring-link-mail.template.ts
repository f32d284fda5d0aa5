import type { Language } from '@dating/domain';
import { accountMailTexts, type AccountMail } from './account-mail-texts.js';
import type { RenderedMail } from './mail-html.js';
import { linkBlocks, renderMail } from './mail-html.js';

/** The mails whose one button is a link that runs out: activating, resetting the password, confirming a new address. */
export type ExpiringLinkMail = Extract<AccountMail, 'activation' | 'passwordReset' | 'emailChangeConfirmation'>;

export interface ExpiringLinkMailContent {
  readonly name: string;
  readonly language: Language;
  readonly url: string;
  /** In the unit the mail's `validity` text counts: hours, or minutes for a password reset. */
  readonly validFor: number;
}

/** The member greeted, what the link is for, the button, how long it works, and what to do if it was not them. */
export const renderExpiringLinkMail = (mail: ExpiringLinkMail, { name, language, url, validFor }: ExpiringLinkMailContent): RenderedMail => {
  const texts = accountMailTexts(language, mail);
  return renderMail(language, texts.text('subject'), [
    { kind: 'paragraph', text: texts.greeting(name) },
    { kind: 'paragraph', text: texts.text('intro') },
    ...linkBlocks(texts.text('button'), texts.buttonFallback(), url),
    { kind: 'note', text: texts.counted('validity', validFor) },
    { kind: 'note', text: texts.text('notYou') },
  ]);
};
