import { ORDER_EVENT_TYPES, type MemberSignedUp, type OrderEvent, type RecordedEvent } from '@dating/domain';
import { JOB_OUTCOMES, type Consumer, type JobHandler, type QueueDriver } from '@dating/platform';
import type { SiteSettings } from '../settings/site-settings.js';
import type { Wallets } from '../wallet/wallets.js';
import type { Discounts } from './discounts.js';
import type { OrderFollowUps } from './order-follow-ups.js';

export const MONEY_REACTOR = 'money-reactor';
/** The queue of the money process manager's steps. */
export const MONEY_QUEUE = 'money';
export const MONEY_FOLLOW_UP_JOB = 'money.follow-up';
// A step fails only while the database is away: retry for about an hour.
const MONEY_JOB_RETRY = { attempts: 8, backoffMs: 15_000 } as const;

/** What a step needs, and no more: the signup's personal fields stay out of the job. */
export type MoneyFollowUp =
  | { readonly kind: 'welcome'; readonly memberId: string; readonly domain: string; readonly signedUpAt: string }
  | { readonly kind: 'order'; readonly event: OrderEvent };

export interface MoneyFollowUpDeps {
  readonly wallets: Wallets;
  readonly discounts: Discounts;
  readonly followUps: OrderFollowUps;
  readonly siteOf: (domain: string) => SiteSettings;
}

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
 * welcome time bonus, every order event its follow-ups (credits, reversals, the discount used or freed). The requests
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

/** Runs one step; each is keyed by its member or order, so a second run changes nothing. */
export const moneyFollowUpJob =
  ({ wallets, discounts, followUps, siteOf }: MoneyFollowUpDeps): JobHandler<MoneyFollowUp> =>
  async (followUp) => {
    if (followUp.kind === 'order') {
      await followUps.apply([followUp.event]);
      return JOB_OUTCOMES.DONE;
    }
    const { memberId, domain, signedUpAt } = followUp;
    const site = siteOf(domain);
    await wallets.execute({ type: 'GrantCredits', data: { memberId, key: 'signup', credits: site.signup_credits, reason: 'signup' } });
    await wallets.execute({ type: 'GrantFreeMessages', data: { memberId, key: 'signup-free-messages', messages: site.signup_free_messages, reason: 'signup' } });
    await discounts.offerTimeBonus(memberId, signedUpAt);
    return JOB_OUTCOMES.DONE;
  };
