import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { LINK_PURPOSES, verifyLinkToken } from '@dating/platform';
import {
  DomainError,
  PASSWORD_RESET_ERRORS,
  passwordResetDecider,
  passwordResetStreamId,
  type MemberSnapshot,
} from '@dating/domain';
import type { LoggedIn } from '../auth/log-in.handler.js';
import { SessionOpener } from '../auth/session-opener.js';
import { MemberSnapshots } from '../member/member-snapshots.js';
import { EventSourcedRepository } from '@dating/platform';
import { APP_SECRET, CLOCK, type Clock } from '../runtime/tokens.js';
import { CompletePasswordResetCommand } from './password.commands.js';
import { assertNewPassword, PasswordRotation } from './password-rotation.js';

/**
 * Spends the newest reset link of an address (once, within the hour), sets the new password, ends every session
 * and logs the member in on this browser.
 */
@CommandHandler(CompletePasswordResetCommand)
export class CompletePasswordResetHandler implements ICommandHandler<CompletePasswordResetCommand, LoggedIn> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly rotation: PasswordRotation,
    private readonly members: MemberSnapshots,
    private readonly sessions: SessionOpener,
    @Inject(APP_SECRET) private readonly secret: string,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ request }: CompletePasswordResetCommand): Promise<LoggedIn> {
    const claims = verifyLinkToken(LINK_PURPOSES.PASSWORD_RESET, request.token, this.secret);
    if (!claims) throw new DomainError(PASSWORD_RESET_ERRORS.LINK_INVALID);
    const member = await this.memberOfLink(claims.subjectId, claims.tokenId);
    assertNewPassword(request.password, request.password_confirmation);
    // Spending the link is the single-use gate: of two concurrent uses, the stream's version lets only one through.
    await this.repository.execute(passwordResetDecider, passwordResetStreamId(claims.subjectId), {
      type: 'CompletePasswordReset',
      data: { tokenId: claims.tokenId },
      metadata: { now: this.clock.now().toISOString() },
    });
    await this.rotation.replace(member, request.password, null);
    return { memberId: member.registration.memberId, sessionToken: await this.sessions.open(member.registration.memberId) };
  }

  /** The active member the link was issued for; a link of an unknown address or a since deleted account is no link. */
  private async memberOfLink(addressDigest: string, tokenId: string): Promise<MemberSnapshot> {
    const { state: reset } = await this.repository.load(passwordResetDecider, passwordResetStreamId(addressDigest));
    const memberId = reset.current?.tokenId === tokenId ? reset.current.memberId : null;
    const member = memberId ? await this.members.of(memberId) : undefined;
    if (!member || member.account.lifecycle !== 'active') throw new DomainError(PASSWORD_RESET_ERRORS.LINK_INVALID);
    return member;
  }

}
