export { migrateWorkers, registerMailProcessors, workerConsumers } from './workers.composition.js';
export type { MailProcessorDeps, WorkerConsumerDeps } from './workers.composition.js';
export { MAIL_QUEUE, MAIL_JOB_RETRY } from './mail/mail.queue.js';
export { ACTIVATION_MAIL_JOB, activationMailJob, activationUrl } from './mail/activation-mail.job.js';
export type { ActivationMailData, ActivationMailDeps } from './mail/activation-mail.job.js';
export { renderActivationMail } from './mail/activation-mail.template.js';
export { ACTIVATION_MAIL_REACTOR, activationMailReactor } from './activation/activation-mail.reactor.js';
