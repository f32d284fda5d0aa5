import type { Language } from '@dating/domain';
import { COMMON_MAIL_TEXTS } from './common-mail.texts.js';
import { EMAIL_CHANGE_CONFIRMATION_MAIL_TEXTS } from './email-change-confirmation-mail.texts.js';
import { EMAIL_CHANGE_NOTICE_MAIL_TEXTS } from './email-change-notice-mail.texts.js';
import type { RenderedMail } from './mail-html.js';
import { linkBlocks, renderMail } from './mail-html.js';
import { plural } from './plural.js';

export interface EmailChangeConfirmationMailContent {
  readonly name: string;
  readonly language: Language;
  readonly confirmUrl: string;
  readonly validForHours: number;
}

export const renderEmailChangeConfirmationMail = ({ name, language, confirmUrl, validForHours }: EmailChangeConfirmationMailContent): RenderedMail => {
  const texts = EMAIL_CHANGE_CONFIRMATION_MAIL_TEXTS[language];
  const common = COMMON_MAIL_TEXTS[language];
  return renderMail(language, texts.subject, [
    { kind: 'paragraph', text: common.greeting(name) },
    { kind: 'paragraph', text: texts.intro },
    ...linkBlocks(texts.button, common.buttonFallback, confirmUrl),
    { kind: 'note', text: plural(language, validForHours, texts.validity) },
    { kind: 'note', text: texts.notYou },
  ]);
};

export interface EmailChangeNoticeMailContent {
  readonly name: string;
  readonly language: Language;
  /** Only a hint of the new address: whoever reads the old mailbox need not learn it. */
  readonly maskedNewEmail: string;
  /** Where the member changes the password (the settings page). */
  readonly settingsUrl: string;
}

export const renderEmailChangeNoticeMail = ({ name, language, maskedNewEmail, settingsUrl }: EmailChangeNoticeMailContent): RenderedMail => {
  const texts = EMAIL_CHANGE_NOTICE_MAIL_TEXTS[language];
  const common = COMMON_MAIL_TEXTS[language];
  return renderMail(language, texts.subject, [
    { kind: 'paragraph', text: common.greeting(name) },
    { kind: 'paragraph', text: texts.intro(maskedNewEmail) },
    { kind: 'paragraph', text: texts.ifYou },
    { kind: 'paragraph', text: texts.notYou },
    ...linkBlocks(texts.button, common.buttonFallback, settingsUrl),
  ]);
};
