import type { Language } from '@dating/domain';
import { ACCOUNT_DELETION_MAIL_TEXTS } from './account-deletion-mail.texts.js';
import { COMMON_MAIL_TEXTS } from './common-mail.texts.js';
import type { RenderedMail } from './mail-html.js';
import { linkBlocks, renderMail } from './mail-html.js';

// The member's time zone is unknown; every site's languages are European, and Central European time is
// within an hour of all of them, so the written date is the day the erasure happens there.
const MAIL_TIME_ZONE = 'Europe/Amsterdam';

/** e.g. '6 december 2026' in Dutch, 'December 6, 2026' in English. */
export const formatMailDate = (language: Language, isoDate: string): string =>
  new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: MAIL_TIME_ZONE }).format(new Date(isoDate));

export interface AccountDeletionMailContent {
  readonly name: string;
  readonly language: Language;
  readonly reactivationUrl: string;
  readonly finalDeletionAt: string;
}

export const renderAccountDeletionMail = ({ name, language, reactivationUrl, finalDeletionAt }: AccountDeletionMailContent): RenderedMail => {
  const texts = ACCOUNT_DELETION_MAIL_TEXTS[language];
  const common = COMMON_MAIL_TEXTS[language];
  return renderMail(language, texts.subject, [
    { kind: 'paragraph', text: common.greeting(name) },
    { kind: 'paragraph', text: texts.intro },
    { kind: 'paragraph', text: texts.finalDeletion(formatMailDate(language, finalDeletionAt)) },
    { kind: 'paragraph', text: texts.reactivate },
    ...linkBlocks(texts.button, common.buttonFallback, reactivationUrl),
    { kind: 'note', text: texts.notYou },
  ]);
};
