import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { accountDecider, accountStreamId, type Account } from '@dating/domain';
import { EventSourcedRepository } from '@dating/platform';
import { MEMBER_CONTACT_PROJECTION } from '@dating/projections';
import { ReadModelConsistency } from '../event-sourcing/read-model-consistency.js';
import { MemberStreams } from '../member/member-streams.js';
import { CLOCK, type Clock } from '../runtime/tokens.js';
import { companyOfSite } from '../settings/company-info.js';
import { SiteResolver } from '../settings/site-resolver.js';
import { AcceptRetentionOfferCommand } from './account.commands.js';

export type RetentionDiscount = NonNullable<Account['retentionDiscount']>;

/**
 * Grants the discount the member's own site offers (its operator's `delete_discount`, the number the dialog showed),
 * so the percentage never comes from the browser.
 */
@CommandHandler(AcceptRetentionOfferCommand)
export class AcceptRetentionOfferHandler implements ICommandHandler<AcceptRetentionOfferCommand, RetentionDiscount> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly consistency: ReadModelConsistency,
    private readonly members: MemberStreams,
    private readonly sites: SiteResolver,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ memberId }: AcceptRetentionOfferCommand): Promise<RetentionDiscount> {
    const { registration } = await this.members.existing(memberId);
    const percentage = companyOfSite(this.sites.forHost(registration.domain)).delete_discount;
    const { state, checkpoint } = await this.repository.execute(accountDecider, accountStreamId(memberId), {
      type: 'AcceptRetentionOffer',
      data: { memberId, percentage },
      metadata: { now: this.clock.now().toISOString() },
    });
    await this.consistency.waitFor(checkpoint, [MEMBER_CONTACT_PROJECTION]);
    // The decider either granted the discount or threw, so the member now has one.
    return state.retentionDiscount!;
  }
}
