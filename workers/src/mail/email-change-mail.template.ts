import type { Language } from '@dating/domain';
import { accountMailTexts } from './account-mail-texts.js';
import { renderExpiringLinkMail } from './expiring-link-mail.template.js';
import type { RenderedMail } from './mail-html.js';
import { linkBlocks, renderMail } from './mail-html.js';

export interface EmailChangeConfirmationMailContent {
  readonly name: string;
  readonly language: Language;
  readonly confirmUrl: string;
  readonly validForHours: number;
}

export const renderEmailChangeConfirmationMail = ({ name, language, confirmUrl, validForHours }: EmailChangeConfirmationMailContent): RenderedMail =>
  renderExpiringLinkMail('emailChangeConfirmation', { name, language, url: confirmUrl, validFor: validForHours });

export interface EmailChangeNoticeMailContent {
  readonly name: string;
  readonly language: Language;
  /** Only a hint of the new address: whoever reads the old mailbox need not learn it. */
  readonly maskedNewEmail: string;
  /** Where the member changes the password (the settings page). */
  readonly settingsUrl: string;
}

export const renderEmailChangeNoticeMail = ({ name, language, maskedNewEmail, settingsUrl }: EmailChangeNoticeMailContent): RenderedMail => {
  const texts = accountMailTexts(language, 'emailChangeNotice');
  return renderMail(language, texts.text('subject'), [
    { kind: 'paragraph', text: texts.greeting(name) },
    { kind: 'paragraph', text: texts.text('intro', { maskedEmail: maskedNewEmail }) },
    { kind: 'paragraph', text: texts.text('ifYou') },
    { kind: 'paragraph', text: texts.text('notYou') },
    ...linkBlocks(texts.text('button'), texts.buttonFallback(), settingsUrl),
  ]);
};
