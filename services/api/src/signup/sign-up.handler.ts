import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  checkedMessageText,
  currentPasswordHashRefOf,
  DomainError,
  isSignupOpen,
  isSignupRepeatable,
  MEMBER_ERRORS,
  MINIMUM_AGE,
  nicheOfCode,
  normaliseEmail,
  registrationDecider,
  registrationStreamId,
  SIGNUP_ERRORS,
  validateSignup,
  welcomePaysForMessage,
  type SignupRequest,
  type SignUp,
} from '@dating/domain';
import type { SqlPort } from '@dating/platform';
import { isMemberShown, MEMBER_CONTACT_PROJECTION } from '@dating/projections';
import { EmailClaims } from '../account/email-claims.js';
import { CredentialRepository } from '../auth/credential.repository.js';
import type { LoggedIn } from '../auth/log-in.handler.js';
import { PasswordHasher } from '../auth/password-hasher.js';
import { SessionOpener } from '../auth/session-opener.js';
import { ReadModelConsistency } from '../event-sourcing/read-model-consistency.js';
import { StreamDecisions, type UndatedCommand } from '../event-sourcing/stream-decisions.js';
import { ApiError, type ErrorCode } from '../http/api-errors.js';
import { CLOCK, SQL, type Clock } from '../runtime/tokens.js';
import { SiteResolver } from '../settings/site-resolver.js';
import { SignUpCommand } from './signup.commands.js';

const trackingOf = ({ network, ref, sub1, sub2, sub3 }: SignupRequest) =>
  Object.fromEntries(Object.entries({ network, ref, sub1, sub2, sub3 }).filter(([, value]) => value)) as Record<string, string>;

/** A run of the same signup (same address, same password) before this one. */
interface EarlierRun {
  readonly memberId: string;
  readonly passwordHashRef: string;
  /** Whether it recorded the member, or stopped between claiming the address and that. */
  readonly recorded: boolean;
}

/**
 * Signup touches three stores: the password hash (a table), the address's claim stream and the member's registration
 * stream, which is the decision. Each step is undone when a later one fails; a crash between the claim and the
 * registration leaves a claim without a member, which the same signup sent again (the claim keeps its password)
 * finishes at once, and any other signup with that address takes over once it is older than any signup could take
 * (see ABANDONED_CLAIM_MINUTES). A stray hash of an unfinished signup is unreachable:
 * only a registration refers to it.
 */
@CommandHandler(SignUpCommand)
export class SignUpHandler implements ICommandHandler<SignUpCommand, LoggedIn> {
  constructor(
    private readonly streams: StreamDecisions,
    private readonly credentials: CredentialRepository,
    private readonly hasher: PasswordHasher,
    private readonly sites: SiteResolver,
    private readonly claims: EmailClaims,
    private readonly sessions: SessionOpener,
    private readonly consistency: ReadModelConsistency,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(SQL) private readonly sql: SqlPort,
  ) {}

  async execute({ request, host, address }: SignUpCommand): Promise<LoggedIn> {
    const site = this.sites.forVisitor(host, address);
    const tracking = trackingOf(request);
    if (!isSignupOpen(site.signups, tracking)) throw new DomainError(SIGNUP_ERRORS.CLOSED);
    // One time for the claim, the registration and the date of birth's check.
    const at = this.clock.now();
    const now = at.toISOString();
    this.assertValid(request, now.slice(0, 10));
    // Checked as every message is, before anything is stored; sent by the welcome follow-up (workers/src/money).
    const signupMessage = request.signup_message && {
      messageId: randomUUID(),
      recipientId: request.signup_message.member_id,
      text: checkedMessageText(request.signup_message.text, site.message_length),
    };
    // Refused now rather than dropped by the follow-up: the welcome must pay for it (the browser then sends none), and the new member (no blocks, no chats yet) sees whom a visitor sees.
    if (signupMessage && !welcomePaysForMessage(site)) throw new DomainError(SIGNUP_ERRORS.MESSAGE_NOT_PAID_BY_WELCOME);
    if (signupMessage && !(await isMemberShown(this.sql, signupMessage.recipientId, null))) {
      throw new DomainError(SIGNUP_ERRORS.MESSAGE_RECIPIENT_UNAVAILABLE);
    }

    let memberId: string = randomUUID();
    let passwordHashRef: string = randomUUID();
    await this.credentials.save(passwordHashRef, await this.hasher.hash(request.password));
    // This very signup sent before, which claimed the address and then stopped (or is still on its way): this request
    // finishes it, as the same member. Their registration stream lets only one of the two record it.
    let unfinished: EarlierRun | undefined;
    try {
      await this.claimAddress(request.email, memberId, passwordHashRef, now);
    } catch (error) {
      await this.credentials.delete(passwordHashRef);
      const earlier = await this.earlierRunOf(error, request, at);
      if (!earlier) throw error;
      if (earlier.recorded) return { memberId: earlier.memberId, sessionToken: await this.sessions.open(earlier.memberId) };
      unfinished = earlier;
      ({ memberId, passwordHashRef } = earlier);
    }
    const signUp: UndatedCommand<SignUp> = {
      type: 'SignUp',
      data: {
        memberId,
        name: request.name.trim(),
        email: normaliseEmail(request.email),
        dateOfBirth: request.date_of_birth,
        passwordHashRef,
        language: request.language,
        domain: site.domain,
        country: site.geoip_selected_country || null,
        tracking,
        niche: nicheOfCode(site.niche),
        activationTokenId: randomUUID(),
        ...(signupMessage ? { signupMessage } : {}),
      },
    };
    let registered;
    try {
      registered = await this.streams.decide(registrationDecider, registrationStreamId(memberId), signUp, { now: at });
    } catch (error) {
      // Recorded meanwhile by another run of this very signup (only those know this member's id): the member logs in.
      if (error instanceof DomainError && error.code === MEMBER_ERRORS.ALREADY_SIGNED_UP) return { memberId, sessionToken: await this.sessions.open(memberId) };
      // The claim and the password of a run this one finishes are that run's: the next attempt finishes it again.
      if (!unfinished) {
        await this.claims.release(request.email, memberId, now);
        await this.credentials.delete(passwordHashRef);
      }
      throw error;
    }
    // The member exists from here on: if opening the session fails, they log in as usual.
    const sessionToken = await this.sessions.open(memberId);
    await this.consistency.waitFor(registered.checkpoint, [MEMBER_CONTACT_PROJECTION]);
    return { memberId, sessionToken };
  }

  /**
   * A taken address of an account waiting for final deletion gets its own answer: its owner may reactivate instead.
   * A claim whose signup never recorded its member is taken over once it is old enough.
   */
  private async claimAddress(email: string, memberId: string, passwordHashRef: string, now: string): Promise<void> {
    try {
      await this.claims.claim(email, memberId, now, { passwordHashRef });
    } catch (error) {
      if (!(error instanceof DomainError && error.code === SIGNUP_ERRORS.EMAIL_TAKEN)) throw error;
      const holder = await this.claims.holding(email);
      if (holder && !holder.member) return this.claims.claim(email, memberId, now, { abandonedBy: holder.memberId, passwordHashRef });
      if (holder?.member && holder.member.account.lifecycle !== 'active') throw new DomainError(SIGNUP_ERRORS.EMAIL_OF_DELETED_ACCOUNT);
      throw error;
    }
  }

  /**
   * The same signup sent before, its answer lost (a dropped connection, a process gone): the address is held with this
   * very password, either by an account signed up moments ago (`recorded`: its owner gets it, as a login would give it)
   * or by a claim whose signup recorded no member yet (this request finishes it), instead of hearing that their own
   * address is taken.
   */
  private async earlierRunOf(error: unknown, { email, password }: SignupRequest, at: Date): Promise<EarlierRun | undefined> {
    if (!(error instanceof DomainError && error.code === SIGNUP_ERRORS.EMAIL_TAKEN)) return undefined;
    const holder = await this.claims.holding(email);
    if (!holder) return undefined;
    const { member } = holder;
    if (member && (member.account.lifecycle !== 'active' || !isSignupRepeatable(member.registration, at))) return undefined;
    const passwordHashRef = member ? currentPasswordHashRefOf(member) : holder.passwordHashRef;
    const storedHash = passwordHashRef && (await this.credentials.find(passwordHashRef));
    if (!passwordHashRef || !storedHash || !(await this.hasher.verify(storedHash, password))) return undefined;
    return { memberId: holder.memberId, passwordHashRef, recorded: member !== undefined };
  }

  private assertValid(request: SignupRequest, today: string): void {
    const fields = validateSignup(request, today);
    const firstCode = Object.values(fields)[0];
    if (firstCode) throw new ApiError(firstCode as ErrorCode, fields, { min_age: MINIMUM_AGE });
  }
}
