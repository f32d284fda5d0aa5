import type { Language } from '@dating/domain';
import { ACTIVATION_MAIL_TEXTS } from './activation-mail.texts.js';
import type { MailBlock, RenderedMail } from './mail-html.js';
import { renderMail } from './mail-html.js';
import { plural } from './plural.js';

export interface ActivationMailContent {
  readonly name: string;
  readonly language: Language;
  readonly activationUrl: string;
  readonly validForHours: number;
}

export const renderActivationMail = ({ name, language, activationUrl, validForHours }: ActivationMailContent): RenderedMail => {
  const texts = ACTIVATION_MAIL_TEXTS[language];
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: texts.greeting(name) },
    { kind: 'paragraph', text: texts.intro },
    { kind: 'button', label: texts.button, href: activationUrl },
    { kind: 'buttonFallback', text: texts.buttonFallback, href: activationUrl },
    { kind: 'note', text: plural(language, validForHours, texts.validity) },
    { kind: 'note', text: texts.notYou },
  ];
  return renderMail(language, texts.subject, blocks);
};
