import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  accountDecider,
  accountStreamId,
  assertMayLogIn,
  credentialsDecider,
  credentialsStreamId,
  currentPasswordHashRefOf,
  DomainError,
  emailClaimDecider,
  emailClaimStreamId,
  loginAttackDecider,
  loginAttackStreamId,
  MEMBER_ERRORS,
  registrationDecider,
  registrationStreamId,
} from '@dating/domain';
import { emailDigest } from '@dating/platform';
import { StreamDecisions } from '../event-sourcing/stream-decisions.js';
import { APP_SECRET, CLOCK, type Clock } from '../runtime/tokens.js';
import { CredentialRepository } from './credential.repository.js';
import { LoginThrottleRepository, type LoginAttempt } from './login-throttle.repository.js';
import { PasswordHasher } from './password-hasher.js';
import { SessionOpener } from './session-opener.js';
import { LogInCommand } from './session.commands.js';
import { FAILED_LOGIN_FLOOR_MS, withFailureFloor } from './failure-floor.js';

export interface LoggedIn {
  readonly memberId: string;
  readonly sessionToken: string;
}

interface PasswordCheck {
  readonly memberId: string | null;
  readonly passwordVerified: boolean;
}

@CommandHandler(LogInCommand)
export class LogInHandler implements ICommandHandler<LogInCommand, LoggedIn> {
  constructor(
    private readonly streams: StreamDecisions,
    private readonly credentials: CredentialRepository,
    private readonly hasher: PasswordHasher,
    private readonly throttle: LoginThrottleRepository,
    private readonly sessions: SessionOpener,
    @Inject(APP_SECRET) private readonly secret: string,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute(command: LogInCommand): Promise<LoggedIn> {
    return withFailureFloor(() => this.logIn(command), FAILED_LOGIN_FLOOR_MS);
  }

  private async logIn({ email, password, sourceIp }: LogInCommand): Promise<LoggedIn> {
    const accountDigest = emailDigest(email, this.secret);
    // The lockout is decided before the password is looked at, so a locked source learns nothing, not even a right guess.
    const attempt = await this.throttle.admit({ accountDigest, ip: sourceIp }, this.clock.now());
    if (!attempt.admitted) throw new DomainError(MEMBER_ERRORS.LOCKED_OUT, { minutes: attempt.lockout.minutes });
    const { memberId, passwordVerified } = await this.checkPassword(accountDigest, password);
    if (passwordVerified) await this.throttle.succeeded(accountDigest, attempt);
    if (!memberId) throw new DomainError(MEMBER_ERRORS.LOGIN_FAILED);
    await this.noticeAttack(memberId, attempt);
    const account = await this.streams.load(accountDecider, accountStreamId(memberId));
    assertMayLogIn(account, passwordVerified);
    return { memberId, sessionToken: await this.sessions.open(memberId) };
  }

  /**
   * Every attempt of an attack records the notice again, and only the first appends: the owner is told once, and a
   * crash before the notice is made good by the attack's next attempt. The workers send the mail from the event.
   */
  private async noticeAttack(memberId: string, { attackNoticeStart }: Extract<LoginAttempt, { admitted: true }>): Promise<void> {
    if (attackNoticeStart === null) return;
    await this.streams.decide(loginAttackDecider, loginAttackStreamId(memberId, attackNoticeStart), {
      type: 'NoticeLoginAttack',
      data: { memberId, attackStartedAt: attackNoticeStart },
    });
  }

  /** Spends one argon2 verification whether or not the address has an account, so timing tells nothing either. */
  private async checkPassword(accountDigest: string, password: string): Promise<PasswordCheck> {
    const memberId = (await this.streams.load(emailClaimDecider, emailClaimStreamId(accountDigest))).claimedBy ?? null;
    const storedHash = memberId ? await this.storedHashOf(memberId) : undefined;
    if (!memberId || !storedHash) return { memberId, passwordVerified: await this.hasher.verifyNothing(password) };
    return { memberId, passwordVerified: await this.hasher.verify(storedHash, password) };
  }

  private async storedHashOf(memberId: string): Promise<string | undefined> {
    const [registration, credentials] = await Promise.all([
      this.streams.load(registrationDecider, registrationStreamId(memberId)),
      this.streams.load(credentialsDecider, credentialsStreamId(memberId)),
    ]);
    return registration.exists ? this.credentials.find(currentPasswordHashRefOf({ registration, credentials })) : undefined;
  }
}
