import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError, emailClaimDecider, emailClaimStreamId, accountDecider, accountStreamId } from '@dating/domain';
import { emailDigest } from '@dating/platform';
import { StreamDecisions } from '../event-sourcing/stream-decisions.js';
import { MAIL_REQUEST_FLOOR_MS, withAnswerFloor } from '../auth/failure-floor.js';
import { APP_SECRET } from '../runtime/tokens.js';
import { ResendReactivationMailCommand } from './account-deletion.commands.js';

/**
 * Records ReactivationMailRequested for a deleted, not yet erased account with this address; the mail reactor sends
 * the link again. Any other address, an active account or the daily limit: nothing happens, and the visitor cannot
 * tell these apart (the answer is always the same).
 */
@CommandHandler(ResendReactivationMailCommand)
export class ResendReactivationMailHandler implements ICommandHandler<ResendReactivationMailCommand, void> {
  constructor(
    private readonly streams: StreamDecisions,
    @Inject(APP_SECRET) private readonly secret: string,
  ) {}

  execute(command: ResendReactivationMailCommand): Promise<void> {
    // A deleted account's address costs an account load and an append more than any other: the floor hides them.
    return withAnswerFloor(() => this.resend(command), MAIL_REQUEST_FLOOR_MS);
  }

  private async resend({ email }: ResendReactivationMailCommand): Promise<void> {
    const memberId = (await this.streams.load(emailClaimDecider, emailClaimStreamId(emailDigest(email, this.secret)))).claimedBy;
    if (!memberId) return;
    try {
      await this.streams.decide(accountDecider, accountStreamId(memberId), {
        type: 'RequestReactivationMail',
        data: { memberId },
      });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
    }
  }
}
