import type { Language } from '@dating/domain';
import { renderExpiringLinkMail } from './expiring-link-mail.template.js';
import type { RenderedMail } from './mail-html.js';

export interface ActivationMailContent {
  readonly name: string;
  readonly language: Language;
  readonly activationUrl: string;
  readonly validForHours: number;
}

export const renderActivationMail = ({ name, language, activationUrl, validForHours }: ActivationMailContent): RenderedMail =>
  renderExpiringLinkMail('activation', { name, language, url: activationUrl, validFor: validForHours });
