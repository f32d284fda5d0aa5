import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { emailDigest } from '@dating/platform';
import {
  emailClaimDecider,
  emailClaimStreamId,
  isValidEmail,
  accountDecider,
  accountStreamId,
  normaliseEmail,
  passwordResetDecider,
  passwordResetStreamId,
  SIGNUP_ERRORS,
} from '@dating/domain';
import { StreamDecisions } from '../event-sourcing/stream-decisions.js';
import { MAIL_REQUEST_FLOOR_MS, withAnswerFloor } from '../auth/failure-floor.js';
import { ApiError } from '../http/api-errors.js';
import { APP_SECRET } from '../runtime/tokens.js';
import { SiteResolver } from '../settings/site-resolver.js';
import { RequestPasswordResetCommand } from './password.commands.js';

/**
 * Records a reset request on the address's own stream, for known and unknown addresses alike (same answer, same
 * daily limit); the workers mail either a link or "no account found" from the event.
 */
@CommandHandler(RequestPasswordResetCommand)
export class RequestPasswordResetHandler implements ICommandHandler<RequestPasswordResetCommand, void> {
  constructor(
    private readonly streams: StreamDecisions,
    private readonly sites: SiteResolver,
    @Inject(APP_SECRET) private readonly secret: string,
  ) {}

  execute(command: RequestPasswordResetCommand): Promise<void> {
    // The daily limit and its 429 are the same for both; the floor hides the account lookups only a known address costs.
    return withAnswerFloor(() => this.request(command), MAIL_REQUEST_FLOOR_MS);
  }

  private async request({ request, host }: RequestPasswordResetCommand): Promise<void> {
    if (!isValidEmail(request.email)) throw new ApiError(SIGNUP_ERRORS.EMAIL_INVALID, { email: SIGNUP_ERRORS.EMAIL_INVALID });
    const addressDigest = emailDigest(request.email, this.secret);
    await this.streams.decide(passwordResetDecider, passwordResetStreamId(addressDigest), {
      type: 'RequestPasswordReset',
      data: {
        addressDigest,
        email: normaliseEmail(request.email),
        memberId: await this.accountHolder(addressDigest),
        language: request.language,
        domain: this.sites.forHost(host).domain,
        tokenId: randomUUID(),
      },
    });
  }

  /** The member whose account uses the address; a deleted (pending) or erased account counts as none. */
  private async accountHolder(addressDigest: string): Promise<string | null> {
    const memberId = (await this.streams.load(emailClaimDecider, emailClaimStreamId(addressDigest))).claimedBy;
    if (!memberId) return null;
    return (await this.streams.load(accountDecider, accountStreamId(memberId))).lifecycle === 'active' ? memberId : null;
  }
}
