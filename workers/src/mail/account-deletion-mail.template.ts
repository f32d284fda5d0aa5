import { formattingLocaleOf, type Language } from '@dating/domain';
import { accountMailTexts } from './account-mail-texts.js';
import type { RenderedMail } from './mail-html.js';
import { linkBlocks, renderMail } from './mail-html.js';

// The member's time zone is unknown; every site's languages are European, and Central European time is
// within an hour of all of them, so the written date is the day the erasure happens there.
const MAIL_TIME_ZONE = 'Europe/Amsterdam';

/** e.g. '6 december 2026' in Dutch, '6 December 2026' in English. */
export const formatMailDate = (language: Language, isoDate: string): string =>
  new Intl.DateTimeFormat(formattingLocaleOf(language), { dateStyle: 'long', timeZone: MAIL_TIME_ZONE }).format(new Date(isoDate));

export interface AccountDeletionMailContent {
  readonly name: string;
  readonly language: Language;
  readonly reactivationUrl: string;
  readonly finalDeletionAt: string;
}

export const renderAccountDeletionMail = ({ name, language, reactivationUrl, finalDeletionAt }: AccountDeletionMailContent): RenderedMail => {
  const texts = accountMailTexts(language, 'accountDeletion');
  return renderMail(language, texts.text('subject'), [
    { kind: 'paragraph', text: texts.greeting(name) },
    { kind: 'paragraph', text: texts.text('intro') },
    { kind: 'paragraph', text: texts.text('finalDeletion', { date: formatMailDate(language, finalDeletionAt) }) },
    { kind: 'paragraph', text: texts.text('reactivate') },
    ...linkBlocks(texts.text('button'), texts.buttonFallback(), reactivationUrl),
    { kind: 'note', text: texts.text('notYou') },
  ]);
};
