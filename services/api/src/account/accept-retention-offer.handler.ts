import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { accountDecider, accountStreamId, type Account } from '@dating/domain';
import { MEMBER_CONTACT_PROJECTION } from '@dating/projections';
import { StreamDecisions } from '../event-sourcing/stream-decisions.js';
import { MemberStreams } from '../member/member-streams.js';
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
    private readonly streams: StreamDecisions,
    private readonly members: MemberStreams,
    private readonly sites: SiteResolver,
  ) {}

  async execute({ memberId }: AcceptRetentionOfferCommand): Promise<RetentionDiscount> {
    const { registration } = await this.members.existing(memberId);
    const percentage = companyOfSite(this.sites.forHost(registration.domain)).delete_discount;
    const { state } = await this.streams.decide(accountDecider, accountStreamId(memberId), { type: 'AcceptRetentionOffer', data: { memberId, percentage } }, { waitFor: [MEMBER_CONTACT_PROJECTION] });
    // The decider either granted the discount or threw, so the member now has one.
    return state.retentionDiscount!;
  }
}
