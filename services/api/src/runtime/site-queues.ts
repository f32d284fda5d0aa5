import { MAIL_QUEUE, MONEY_QUEUE, NOTIFICATION_QUEUE, SWEEP_QUEUE } from '@dating/workers';

/** Every job queue of the site: metrics report the depth of each and the staff's queue dashboard shows each. */
export const SITE_QUEUES = [MAIL_QUEUE, NOTIFICATION_QUEUE, SWEEP_QUEUE, MONEY_QUEUE] as const;
