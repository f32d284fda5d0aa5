import type { Language } from '@dating/domain';
import { accountMailTexts } from './account-mail-texts.js';
import type { RenderedMail } from './mail-html.js';
import { linkBlocks, renderMail } from './mail-html.js';

export interface ActivationMailContent {
  readonly name: string;
  readonly language: Language;
  readonly activationUrl: string;
  readonly validForHours: number;
}

export const renderActivationMail = ({ name, language, activationUrl, validForHours }: ActivationMailContent): RenderedMail => {
  const texts = accountMailTexts(language, 'activation');
  return renderMail(language, texts.text('subject'), [
    { kind: 'paragraph', text: texts.greeting(name) },
    { kind: 'paragraph', text: texts.text('intro') },
    ...linkBlocks(texts.text('button'), texts.buttonFallback(), activationUrl),
    { kind: 'note', text: texts.counted('validity', validForHours) },
    { kind: 'note', text: texts.text('notYou') },
  ]);
};
