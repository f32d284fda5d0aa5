import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  credentialsDecider,
  credentialsStreamId,
  currentEmailOf,
  DomainError,
  EMAIL_CHANGE_ERRORS,
  isErased,
  SIGNUP_ERRORS,
  type ConfirmEmailChange,
  type MemberState,
} from '@dating/domain';
import { LINK_PURPOSES, verifyLinkToken } from '@dating/platform';
import { MEMBER_CONTACT_PROJECTION } from '@dating/projections';
import { StreamDecisions } from '../event-sourcing/stream-decisions.js';
import { ReadModelConsistency } from '../event-sourcing/read-model-consistency.js';
import { MemberStreams } from '../member/member-streams.js';
import { APP_SECRET, CLOCK, type Clock } from '../runtime/tokens.js';
import { ConfirmEmailChangeCommand } from './account.commands.js';
import { EmailClaims } from './email-claims.js';

const linkInvalid = () => new DomainError(EMAIL_CHANGE_ERRORS.LINK_INVALID);

/** The link in the confirmation mail: claims the new address, moves the member to it, then frees the old one. */
@CommandHandler(ConfirmEmailChangeCommand)
export class ConfirmEmailChangeHandler implements ICommandHandler<ConfirmEmailChangeCommand, string> {
  constructor(
    private readonly streams: StreamDecisions,
    private readonly members: MemberStreams,
    private readonly claims: EmailClaims,
    private readonly consistency: ReadModelConsistency,
    @Inject(APP_SECRET) private readonly secret: string,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ token }: ConfirmEmailChangeCommand): Promise<string> {
    const link = verifyLinkToken(LINK_PURPOSES.EMAIL_CHANGE, token, this.secret);
    if (!link) throw linkInvalid();
    // One time for the claims and the change.
    const at = this.clock.now();
    const now = at.toISOString();
    const memberId = link.subjectId;
    const command: ConfirmEmailChange = { type: 'ConfirmEmailChange', data: { memberId, tokenId: link.tokenId }, metadata: { now } };
    const member = await this.pendingMember(memberId, command);
    const newEmail = member.credentials.pendingEmailChange!.newEmail as string;
    const oldEmail = currentEmailOf(member);
    await this.claimFor(newEmail, memberId, now);
    let decision;
    try {
      decision = await this.streams.decide(credentialsDecider, credentialsStreamId(memberId), command, { now: at });
    } catch (error) {
      // The change did not happen (a newer request came first): the address goes back to whoever wants it.
      await this.claims.release(newEmail, memberId, now);
      throw error;
    }
    if (!isErased(oldEmail)) await this.claims.release(oldEmail, memberId, now);
    await this.consistency.waitFor(decision.checkpoint, [MEMBER_CONTACT_PROJECTION]);
    return newEmail;
  }

  /** The member whose pending change this link confirms; decided on the current state before any address is claimed. */
  private async pendingMember(memberId: string, command: ConfirmEmailChange): Promise<MemberState> {
    const member = await this.members.of(memberId);
    if (!member || member.account.lifecycle !== 'active') throw linkInvalid();
    credentialsDecider.decide(command, member.credentials);
    return member;
  }

  private async claimFor(email: string, memberId: string, now: string): Promise<void> {
    try {
      await this.claims.claim(email, memberId, now);
    } catch (error) {
      if (error instanceof DomainError && error.code === SIGNUP_ERRORS.EMAIL_TAKEN) throw new DomainError(EMAIL_CHANGE_ERRORS.TAKEN);
      throw error;
    }
  }
}
