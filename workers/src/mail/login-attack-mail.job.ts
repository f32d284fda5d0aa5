import { JOB_OUTCOMES } from '@dating/platform';
import type { JobOutcome } from '@dating/platform';
import { settingsUrl } from './email-change-mail.job.js';
import type { MailJobDeps } from './mail-job.js';
import { contactAsOf, hasBounced, mailLanguage, memberRecipient, sendOnce } from './mail-job.js';
import { renderLoginAttackMail } from './login-attack-mail.template.js';

export const LOGIN_ATTACK_MAIL_JOB = 'mail.login-attack';
/** A reactor catching up on old events meets attacks long over: past this, telling of one would only alarm. */
export const LOGIN_ATTACK_MAIL_WITHIN_HOURS = 24;

/** Ids only: the job reads address, name and language from the member-contact read model when it runs. */
export interface LoginAttackMailData {
  readonly memberId: string;
  /** Names the attack (LoginAttackNoticed): one mail per attack in the delivery ledger. */
  readonly attackStartedAt: string;
  /** Position of the LoginAttackNoticed event in the log: the read model must have taken it in. */
  readonly checkpoint: string;
}

/** Tells the owner, once per attack, that their account is being attacked; not at an address that bounced. */
export const loginAttackMailJob =
  (deps: MailJobDeps) =>
  async ({ memberId, attackStartedAt, checkpoint }: LoginAttackMailData): Promise<JobOutcome> => {
    const contact = await contactAsOf(deps, memberId, checkpoint);
    if (!contact?.email || !contact.name || hasBounced(contact)) return JOB_OUTCOMES.SKIPPED;
    const { name, language } = contact;
    return sendOnce(deps, `${LOGIN_ATTACK_MAIL_JOB}.${memberId}.${attackStartedAt}`, memberRecipient(memberId, contact, contact.email), (origin) =>
      renderLoginAttackMail({ name, language: mailLanguage(language), settingsUrl: settingsUrl(origin) }),
    );
  };
