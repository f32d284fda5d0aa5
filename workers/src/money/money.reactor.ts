import { ORDER_EVENT_TYPES, type MemberSignedUp, type OrderEvent, type RecordedEvent } from '@dating/domain';
import type { Consumer, QueueDriver } from '@dating/platform';
import type { MoneyFollowUp } from './money-follow-up.job.js';
import { MONEY_FOLLOW_UP_JOB, MONEY_JOB_RETRY, MONEY_QUEUE } from './money.queue.js';

export const MONEY_REACTOR = 'money-reactor';

const isOrderEvent = (type: string) => (ORDER_EVENT_TYPES as readonly string[]).includes(type);

const followUpOf = ({ type, data }: RecordedEvent): MoneyFollowUp | undefined => {
  if (isOrderEvent(type)) return { kind: 'order', event: { type, data } as OrderEvent };
  if (type !== 'MemberSignedUp') return undefined;
  const { memberId, domain, signedUpAt, fictional } = data as MemberSignedUp['data'];
  // Demo members run by the site neither buy nor spend.
  return fictional ? undefined : { kind: 'welcome', memberId, domain, signedUpAt };
};

/**
 * The process manager of money, as a consumer of the log: a new member gets the site's signup credits, free messages and the
 * welcome time bonus, then their signup message is sent (paid from them), every order event its follow-ups (credits, reversals, the discount used or freed). The requests
 * that decide order events run the same follow-ups at once; these jobs finish them after any crash in between. It
 * only enqueues (one job per event, named after it): the steps write to other streams, outside the consumer's
 * transaction.
 */
export const moneyReactor = (queue: QueueDriver): Consumer => ({
  name: MONEY_REACTOR,
  async handle(events) {
    for (const event of events) {
      const followUp = followUpOf(event);
      if (followUp) await queue.enqueue(MONEY_QUEUE, MONEY_FOLLOW_UP_JOB, followUp, { jobId: `${MONEY_FOLLOW_UP_JOB}.${event.id}`, ...MONEY_JOB_RETRY });
    }
  },
});
