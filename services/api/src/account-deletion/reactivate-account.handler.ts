import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ACCOUNT_ERRORS, DomainError, accountDecider, accountStreamId } from '@dating/domain';
import { LINK_PURPOSES, verifyLinkToken } from '@dating/platform';
import { memberSearchProjection } from '@dating/projections';
import { StreamDecisions } from '../event-sourcing/stream-decisions.js';
import { APP_SECRET } from '../runtime/tokens.js';
import { ReactivateAccountCommand } from './account-deletion.commands.js';

/** Throws ACCOUNT.REACTIVATION_LINK_INVALID for a forged, superseded or expired link (after final deletion). */
@CommandHandler(ReactivateAccountCommand)
export class ReactivateAccountHandler implements ICommandHandler<ReactivateAccountCommand, void> {
  constructor(
    private readonly streams: StreamDecisions,
    @Inject(APP_SECRET) private readonly secret: string,
  ) {}

  async execute({ token }: ReactivateAccountCommand): Promise<void> {
    const claims = verifyLinkToken(LINK_PURPOSES.REACTIVATION, token, this.secret);
    if (!claims) throw new DomainError(ACCOUNT_ERRORS.REACTIVATION_LINK_INVALID);
    try {
      // Back in search by the time the member lands on the site again.
      await this.streams.decide(
        accountDecider,
        accountStreamId(claims.subjectId),
        { type: 'ReactivateAccount', data: { memberId: claims.subjectId, tokenId: claims.tokenId } },
        { waitFor: [memberSearchProjection.name] },
      );
    } catch (error) {
      // An erased member is not found any more: for the visitor that is simply a link that no longer works.
      if (error instanceof DomainError) throw new DomainError(ACCOUNT_ERRORS.REACTIVATION_LINK_INVALID);
      throw error;
    }
  }
}
