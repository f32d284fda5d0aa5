import type { Language } from '@dating/domain';
import { accountMailTexts } from './account-mail-texts.js';
import type { RenderedMail } from './mail-html.js';
import { linkBlocks, renderMail } from './mail-html.js';

export interface LoginAttackMailContent {
  readonly name: string;
  readonly language: Language;
  /** Where the member changes the password (the settings page). */
  readonly settingsUrl: string;
}

export const renderLoginAttackMail = ({ name, language, settingsUrl }: LoginAttackMailContent): RenderedMail => {
  const texts = accountMailTexts(language, 'loginAttack');
  return renderMail(language, texts.text('subject'), [
    { kind: 'paragraph', text: texts.greeting(name) },
    { kind: 'paragraph', text: texts.text('intro') },
    { kind: 'paragraph', text: texts.text('ifYou') },
    { kind: 'paragraph', text: texts.text('notYou') },
    ...linkBlocks(texts.text('button'), texts.buttonFallback(), settingsUrl),
  ]);
};
