import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { emailDigest } from '@dating/platform';
import { DomainError, isErased, MEMBER_ERRORS, PASSWORD_ERRORS, type ActiveMember } from '@dating/domain';
import { CredentialRepository } from '../auth/credential.repository.js';
import { LoginThrottleRepository } from '../auth/login-throttle.repository.js';
import { PasswordHasher } from '../auth/password-hasher.js';
import { ApiError } from '../http/api-errors.js';
import { APP_SECRET, CLOCK, type Clock } from '../runtime/tokens.js';
import { ChangePasswordCommand } from './password.commands.js';
import { assertNewPassword, PasswordRotation } from './password-rotation.js';

/** The logged-in member replaces the password: this session stays open, every other one ends. */
@CommandHandler(ChangePasswordCommand)
export class ChangePasswordHandler implements ICommandHandler<ChangePasswordCommand, void> {
  constructor(
    private readonly credentials: CredentialRepository,
    private readonly hasher: PasswordHasher,
    private readonly throttle: LoginThrottleRepository,
    private readonly rotation: PasswordRotation,
    @Inject(APP_SECRET) private readonly secret: string,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ session, request, sourceIp }: ChangePasswordCommand): Promise<void> {
    await this.assertOldPassword(session.member, request.old_password, sourceIp);
    assertNewPassword(request.password, request.password_confirmation);
    await this.rotation.replace(session.member, request.password, session.sessionHash);
  }

  /**
   * A stolen session must not become a way to guess the password: the old password is checked under the same
   * lockout as the login form, in the ledger of the member's address.
   */
  private async assertOldPassword(member: ActiveMember, oldPassword: string, sourceIp: string): Promise<void> {
    const accountDigest = isErased(member.email) ? `member:${member.memberId}` : emailDigest(member.email, this.secret);
    const attempt = await this.throttle.admit({ accountDigest, ip: sourceIp }, this.clock.now());
    if (!attempt.admitted) throw new DomainError(MEMBER_ERRORS.LOCKED_OUT, { minutes: attempt.lockout.minutes });
    const storedHash = await this.credentials.find(member.passwordHashRef);
    const verified = storedHash ? await this.hasher.verify(storedHash, oldPassword) : await this.hasher.verifyNothing(oldPassword);
    if (!verified) throw new ApiError(PASSWORD_ERRORS.OLD_INCORRECT, { old_password: PASSWORD_ERRORS.OLD_INCORRECT });
    await this.throttle.succeeded(accountDigest, attempt);
  }
}
