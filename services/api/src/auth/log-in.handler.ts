import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { emailDigest } from '@dating/platform';
import {
  DomainError,
  emailClaimDecider,
  emailClaimStreamId,
  MEMBER_ERRORS,
  memberDecider,
  memberStreamId,
  type ActiveMember,
} from '@dating/domain';
import { EventSourcedRepository } from '../event-sourcing/event-sourced.repository.js';
import { APP_SECRET, CLOCK, type Clock } from '../runtime/tokens.js';
import { CredentialRepository } from './credential.repository.js';
import { LoginThrottleRepository } from './login-throttle.repository.js';
import { LogInCommand } from './session.commands.js';
import { PasswordHasher } from './password-hasher.js';
import { createSessionToken, sessionHash } from './secret-digests.js';

export interface LoggedIn {
  readonly member: ActiveMember;
  readonly sessionToken: string;
}

@CommandHandler(LogInCommand)
export class LogInHandler implements ICommandHandler<LogInCommand, LoggedIn> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly credentials: CredentialRepository,
    private readonly hasher: PasswordHasher,
    private readonly throttle: LoginThrottleRepository,
    @Inject(APP_SECRET) private readonly secret: string,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ email, password, sourceIp }: LogInCommand): Promise<LoggedIn> {
    const accountDigest = emailDigest(email, this.secret);
    // The lockout is decided before the password is looked at, so a locked source learns nothing, not even a right guess.
    const attempt = await this.throttle.admit({ accountDigest, ip: sourceIp }, this.clock.now());
    if (!attempt.admitted) throw new DomainError(MEMBER_ERRORS.LOCKED_OUT, { minutes: attempt.lockout.minutes });
    const { memberId, passwordVerified } = await this.checkPassword(accountDigest, password);
    if (passwordVerified) await this.throttle.succeeded(accountDigest, attempt);
    if (!memberId) throw new DomainError(MEMBER_ERRORS.LOGIN_FAILED);
    const sessionToken = createSessionToken(memberId);
    const decision = await this.repository.execute(memberDecider, memberStreamId(memberId), {
      type: 'LogIn',
      data: { sessionHash: sessionHash(sessionToken), passwordVerified },
      metadata: { now: this.clock.now().toISOString() },
    });
    return { member: decision.state as ActiveMember, sessionToken };
  }

  /** Spends one argon2 verification whether or not the address has an account, so timing tells nothing either. */
  private async checkPassword(accountDigest: string, password: string): Promise<{ memberId: string | null; passwordVerified: boolean }> {
    const claim = await this.repository.load(emailClaimDecider, emailClaimStreamId(accountDigest));
    const memberId = claim.state.claimedBy ?? null;
    if (!memberId) return { memberId, passwordVerified: await this.hasher.verifyNothing(password) };
    const { state } = await this.repository.load(memberDecider, memberStreamId(memberId));
    const storedHash = state.exists ? await this.credentials.find(state.passwordHashRef) : undefined;
    return { memberId, passwordVerified: storedHash ? await this.hasher.verify(storedHash, password) : await this.hasher.verifyNothing(password) };
  }
}
