import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { emailDigest } from '@dating/platform';
import { currentEmailOf, DomainError, isErased, MEMBER_ERRORS, PASSWORD_ERRORS, type MemberState } from '@dating/domain';
import { LoginThrottleRepository } from '../auth/login-throttle.repository.js';
import { MemberPasswords } from '../member/member-passwords.js';
import { MemberStreams } from '../member/member-streams.js';
import { ApiError } from '../http/api-errors.js';
import { APP_SECRET, CLOCK, type Clock } from '../runtime/tokens.js';
import { ChangePasswordCommand } from './password.commands.js';
import { assertNewPassword, PasswordRotation } from './password-rotation.js';

/** The logged-in member replaces the password: this session stays open, every other one ends. */
@CommandHandler(ChangePasswordCommand)
export class ChangePasswordHandler implements ICommandHandler<ChangePasswordCommand, void> {
  constructor(
    private readonly members: MemberStreams,
    private readonly passwords: MemberPasswords,
    private readonly throttle: LoginThrottleRepository,
    private readonly rotation: PasswordRotation,
    @Inject(APP_SECRET) private readonly secret: string,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ session, request, sourceIp }: ChangePasswordCommand): Promise<void> {
    const member = await this.members.existing(session.memberId);
    await this.assertOldPassword(member, request.old_password, sourceIp);
    assertNewPassword(request.password, request.password_confirmation);
    await this.rotation.replace(member, request.password, session.sessionHash);
  }

  /**
   * A stolen session must not become a way to guess the password: the old password is checked under the same
   * lockout as the login form, in the ledger of the member's address.
   */
  private async assertOldPassword(member: MemberState, oldPassword: string, sourceIp: string): Promise<void> {
    const email = currentEmailOf(member);
    const accountDigest = isErased(email) ? `member:${member.registration.memberId}` : emailDigest(email, this.secret);
    const attempt = await this.throttle.admit({ accountDigest, ip: sourceIp }, this.clock.now());
    if (!attempt.admitted) throw new DomainError(MEMBER_ERRORS.LOCKED_OUT, { minutes: attempt.lockout.minutes });
    if (!(await this.passwords.verify(member, oldPassword))) throw new ApiError(PASSWORD_ERRORS.OLD_INCORRECT, { old_password: PASSWORD_ERRORS.OLD_INCORRECT });
    await this.throttle.succeeded(accountDigest, attempt);
  }
}
