import type { ActivationTokenIssued, RecordedEvent } from '@dating/domain';
import type { Consumer, QueueDriver } from '@dating/platform';
import type { ActivationMailData } from '../mail/activation-mail.job.js';
import { ACTIVATION_MAIL_JOB } from '../mail/activation-mail.job.js';
import { MAIL_JOB_RETRY, MAIL_QUEUE } from '../mail/mail.queue.js';

export const ACTIVATION_MAIL_REACTOR = 'activation-mail-reactor';

export interface ActivationMailReactorDeps {
  readonly queue: QueueDriver;
  readonly now: () => Date;
}

/** One job per issued token, named after the event: handling the event again enqueues nothing new. */
export const activationMailJobId = (event: RecordedEvent): string => `${ACTIVATION_MAIL_JOB}.${event.id}`;

const enqueueActivationMail = async (deps: ActivationMailReactorDeps, event: RecordedEvent) => {
  // The log is typed at the edge only: the event type says which event's data this is.
  const { memberId, tokenId, expiresAt } = event.data as ActivationTokenIssued['data'];
  // A replay from the start meets long-expired tokens: those mails would only confuse.
  if (Date.parse(expiresAt) <= deps.now().getTime()) return;
  const data: ActivationMailData = { memberId, tokenId, expiresAt, checkpoint: event.checkpoint };
  await deps.queue.enqueue(MAIL_QUEUE, ACTIVATION_MAIL_JOB, data, { jobId: activationMailJobId(event), ...MAIL_JOB_RETRY });
};

/**
 * Sends the activation mail of every issued token, through the mail queue. The job carries ids only and reads who
 * the member is (address, name, language, whether confirmed or erased) from the member-contact read model.
 */
export const activationMailReactor = (deps: ActivationMailReactorDeps): Consumer => ({
  name: ACTIVATION_MAIL_REACTOR,
  async handle(events) {
    for (const event of events) if (event.type === 'ActivationTokenIssued') await enqueueActivationMail(deps, event);
  },
});
