import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
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
import { LogInCommand } from './session.commands.js';
import { PasswordHasher } from './password-hasher.js';
import { createSessionToken, emailDigest, sessionHash } from './secret-digests.js';

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
    @Inject(APP_SECRET) private readonly secret: string,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ email, password }: LogInCommand): Promise<LoggedIn> {
    const claim = await this.repository.load(emailClaimDecider, emailClaimStreamId(emailDigest(email, this.secret)));
    const memberId = claim.state.claimedBy;
    if (!memberId) {
      await this.hasher.verifyNothing(password);
      throw new DomainError(MEMBER_ERRORS.LOGIN_FAILED);
    }
    const { state } = await this.repository.load(memberDecider, memberStreamId(memberId));
    const storedHash = state.exists ? await this.credentials.find(state.passwordHashRef) : undefined;
    const passwordVerified = storedHash ? await this.hasher.verify(storedHash, password) : await this.hasher.verifyNothing(password);
    const sessionToken = createSessionToken(memberId);
    const decision = await this.repository.execute(memberDecider, memberStreamId(memberId), {
      type: 'LogIn',
      data: { sessionHash: sessionHash(sessionToken), passwordVerified },
      metadata: { now: this.clock.now().toISOString() },
    });
    return { member: decision.state as ActiveMember, sessionToken };
  }
}
