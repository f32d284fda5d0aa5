import { Inject, Injectable } from '@nestjs/common';
import { BLOCK_ERRORS, DomainError, GIFT_ERRORS, MEMBER_ERRORS, type SendGiftRequest } from '@dating/domain';
import type { SqlPort } from '@dating/platform';
import { BLOCK_RELATION, blockRelation, memberExists } from '@dating/projections';
import { SQL } from '../runtime/tokens.js';
import { SiteResolver } from '../settings/site-resolver.js';
import { Wallets } from '../wallet/wallets.js';

/**
 * A gift is a paid action whose debit is its record: one wallet event (purpose 'gift', the recipient, the gift's
 * id as key) decides both, so the gift and its payment can never drift apart and a retry pays once.
 */
@Injectable()
export class GiftSending {
  constructor(
    private readonly wallets: Wallets,
    private readonly sites: SiteResolver,
    @Inject(SQL) private readonly sql: SqlPort,
  ) {}

  async send(memberId: string, request: SendGiftRequest, host: string | undefined): Promise<{ credits: number }> {
    if (request.member_id === memberId) throw new DomainError(GIFT_ERRORS.SELF);
    if (!(await memberExists(this.sql, request.member_id))) throw new DomainError(MEMBER_ERRORS.NOT_FOUND);
    const relation = await blockRelation(this.sql, memberId, request.member_id);
    if (relation === BLOCK_RELATION.BLOCKED_BY_MEMBER) throw new DomainError(BLOCK_ERRORS.BLOCKED_BY_MEMBER);
    if (relation === BLOCK_RELATION.BLOCKED_BY_VIEWER) throw new DomainError(GIFT_ERRORS.RECIPIENT_BLOCKED);
    const { state } = await this.wallets.execute({
      type: 'SpendCredits',
      data: { memberId, key: `gift-${request.gift_id}`, credits: this.sites.forHost(host).gift_credits, purpose: 'gift', recipientId: request.member_id },
    });
    return { credits: state.balance };
  }
}
