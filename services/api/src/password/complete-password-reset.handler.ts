import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { passwordResetDecider, passwordResetStreamId } from '@dating/domain';
import { StreamDecisions } from '../event-sourcing/stream-decisions.js';
import type { LoggedIn } from '../auth/log-in.handler.js';
import { SessionOpener } from '../auth/session-opener.js';
import { CompletePasswordResetCommand } from './password.commands.js';
import { assertNewPassword, PasswordRotation } from './password-rotation.js';
import { ResetLinks } from './reset-links.js';

/**
 * Spends the newest reset link of an address (once, within the hour), sets the new password, ends every session
 * and logs the member in on this browser.
 */
@CommandHandler(CompletePasswordResetCommand)
export class CompletePasswordResetHandler implements ICommandHandler<CompletePasswordResetCommand, LoggedIn> {
  constructor(
    private readonly streams: StreamDecisions,
    private readonly links: ResetLinks,
    private readonly rotation: PasswordRotation,
    private readonly sessions: SessionOpener,
  ) {}

  async execute({ request }: CompletePasswordResetCommand): Promise<LoggedIn> {
    const { addressDigest, tokenId, member } = await this.links.usable(request.token);
    assertNewPassword(request.password, request.password_confirmation);
    // Spending the link is the single-use gate: of two concurrent uses, the stream's version lets only one through.
    await this.streams.decide(passwordResetDecider, passwordResetStreamId(addressDigest), {
      type: 'CompletePasswordReset',
      data: { tokenId },
    });
    await this.rotation.replace(member, request.password, null);
    return { memberId: member.registration.memberId, sessionToken: await this.sessions.open(member.registration.memberId) };
  }
}
