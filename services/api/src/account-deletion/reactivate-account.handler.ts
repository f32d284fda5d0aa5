import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ACCOUNT_ERRORS, DomainError, accountDecider, accountStreamId } from '@dating/domain';
import { EventSourcedRepository, LINK_PURPOSES, verifyLinkToken } from '@dating/platform';
import { memberSearchProjection } from '@dating/projections';
import { ReadModelConsistency } from '../event-sourcing/read-model-consistency.js';
import { APP_SECRET, CLOCK, type Clock } from '../runtime/tokens.js';
import { ReactivateAccountCommand } from './account-deletion.commands.js';

/** Throws ACCOUNT.REACTIVATION_LINK_INVALID for a forged, superseded or expired link (after final deletion). */
@CommandHandler(ReactivateAccountCommand)
export class ReactivateAccountHandler implements ICommandHandler<ReactivateAccountCommand, void> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly consistency: ReadModelConsistency,
    @Inject(APP_SECRET) private readonly secret: string,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ token }: ReactivateAccountCommand): Promise<void> {
    const claims = verifyLinkToken(LINK_PURPOSES.REACTIVATION, token, this.secret);
    if (!claims) throw new DomainError(ACCOUNT_ERRORS.REACTIVATION_LINK_INVALID);
    let decision;
    try {
      decision = await this.repository.execute(accountDecider, accountStreamId(claims.subjectId), {
        type: 'ReactivateAccount',
        data: { memberId: claims.subjectId, tokenId: claims.tokenId },
        metadata: { now: this.clock.now().toISOString() },
      });
    } catch (error) {
      // An erased member is not found any more: for the visitor that is simply a link that no longer works.
      if (error instanceof DomainError) throw new DomainError(ACCOUNT_ERRORS.REACTIVATION_LINK_INVALID);
      throw error;
    }
    // Back in search by the time the member lands on the site again.
    await this.consistency.waitFor(decision.checkpoint, [memberSearchProjection.name]);
  }
}
