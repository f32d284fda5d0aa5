import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  DomainError,
  isSignupOpen,
  memberDecider,
  memberStreamId,
  MINIMUM_AGE,
  normaliseEmail,
  SIGNUP_ERRORS,
  validateSignup,
  type ActiveMember,
  type SignupRequest,
} from '@dating/domain';
import { EmailClaims } from '../account/email-claims.js';
import type { LoggedIn } from '../auth/log-in.handler.js';
import { CredentialRepository } from '../auth/credential.repository.js';
import { PasswordHasher } from '../auth/password-hasher.js';
import { createSessionToken, sessionHash } from '../auth/secret-digests.js';
import { EventSourcedRepository } from '../event-sourcing/event-sourced.repository.js';
import { ApiError, type ErrorCode } from '../http/api-errors.js';
import { CLOCK, type Clock } from '../runtime/tokens.js';
import { SiteResolver } from '../settings/site-resolver.js';
import { SignUpCommand } from './signup.messages.js';

const trackingOf = ({ network, ref, sub1, sub2, sub3 }: SignupRequest) =>
  Object.fromEntries(Object.entries({ network, ref, sub1, sub2, sub3 }).filter(([, value]) => value)) as Record<string, string>;

/** Claims the e-mail address, records the signup with its activation token, and opens the first session. */
@CommandHandler(SignUpCommand)
export class SignUpHandler implements ICommandHandler<SignUpCommand, LoggedIn> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly credentials: CredentialRepository,
    private readonly hasher: PasswordHasher,
    private readonly sites: SiteResolver,
    private readonly claims: EmailClaims,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ request, host }: SignUpCommand): Promise<LoggedIn> {
    const site = this.sites.forHost(host);
    const tracking = trackingOf(request);
    if (!isSignupOpen(site.signups, tracking)) throw new DomainError(SIGNUP_ERRORS.CLOSED);
    const now = this.clock.now().toISOString();
    this.assertValid(request, now.slice(0, 10));

    const memberId = randomUUID();
    const metadata = { now };
    const passwordHash = await this.hasher.hash(request.password);
    await this.claimAddress(request.email, memberId, now);
    const passwordHashRef = randomUUID();
    await this.credentials.save(passwordHashRef, passwordHash);
    await this.repository.execute(memberDecider, memberStreamId(memberId), {
      type: 'SignUp',
      data: {
        memberId,
        name: request.name.trim(),
        email: normaliseEmail(request.email),
        dateOfBirth: request.date_of_birth,
        passwordHashRef,
        language: request.language,
        domain: site.domain,
        country: site.geoip_country || null,
        tracking,
        activationTokenId: randomUUID(),
      },
      metadata,
    });
    const sessionToken = createSessionToken(memberId);
    const loggedIn = await this.repository.execute(memberDecider, memberStreamId(memberId), {
      type: 'LogIn',
      data: { sessionHash: sessionHash(sessionToken), passwordVerified: true },
      metadata,
    });
    return { member: loggedIn.state as ActiveMember, sessionToken };
  }

  /** A taken address of an account waiting for final deletion gets its own answer: its owner may reactivate instead. */
  private async claimAddress(email: string, memberId: string, now: string): Promise<void> {
    try {
      await this.claims.claim(email, memberId, now);
    } catch (error) {
      if (!(error instanceof DomainError && error.code === SIGNUP_ERRORS.EMAIL_TAKEN)) throw error;
      const holder = await this.claims.memberHolding(email);
      if (holder && holder.lifecycle !== 'active') throw new DomainError(SIGNUP_ERRORS.EMAIL_OF_DELETED_ACCOUNT);
      throw error;
    }
  }

  private assertValid(request: SignupRequest, today: string): void {
    const fields = validateSignup(request, today);
    const firstCode = Object.values(fields)[0];
    if (firstCode) throw new ApiError(firstCode as ErrorCode, fields, { min_age: MINIMUM_AGE });
  }
}
