import type { GrantCredits, GrantFreeMessages, OrderEvent } from '@dating/domain';
import { JOB_OUTCOMES, type JobHandler } from '@dating/platform';

/** What a step needs, and no more: the signup's personal fields stay out of the job. */
export type MoneyFollowUp =
  | { readonly kind: 'welcome'; readonly memberId: string; readonly domain: string; readonly signedUpAt: string }
  | { readonly kind: 'order'; readonly event: OrderEvent };

type WelcomeGrant = Pick<GrantCredits, 'type' | 'data'> | Pick<GrantFreeMessages, 'type' | 'data'>;

/** The money aggregates as the API decides on them; every command is keyed, so a step run twice changes nothing. */
export interface MoneyFollowUpDeps {
  readonly wallets: { execute(command: WelcomeGrant): Promise<unknown> };
  readonly discounts: { offerTimeBonus(memberId: string, signedUpAt: string): Promise<unknown> };
  /** An order event's follow-ups: credits, reversals, the discount used or freed. */
  readonly followUps: { apply(events: readonly OrderEvent[]): Promise<unknown> };
  /** Sends the first message the member wrote while signing up, if any, paid like any other: after the grants. */
  readonly signupMessages: { send(memberId: string): Promise<unknown> };
  /** What the site of a domain gives a new member. */
  readonly siteOf: (domain: string) => { readonly signup_credits: number; readonly signup_free_messages: number };
}

/** Runs one step; each is keyed by its member, order or message, so a second run changes nothing. */
export const moneyFollowUpJob =
  ({ wallets, discounts, followUps, signupMessages, siteOf }: MoneyFollowUpDeps): JobHandler<MoneyFollowUp> =>
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
    await signupMessages.send(memberId);
    return JOB_OUTCOMES.DONE;
  };
