import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  DomainError,
  EMAIL_CHANGE_ERRORS,
  isErased,
  memberDecider,
  memberStreamId,
  SIGNUP_ERRORS,
  type ActiveMember,
  type ConfirmEmailChange,
} from '@dating/domain';
import { LINK_PURPOSES, verifyLinkToken } from '@dating/platform';
import { EventSourcedRepository } from '../event-sourcing/event-sourced.repository.js';
import { APP_SECRET, CLOCK, type Clock } from '../runtime/tokens.js';
import { ConfirmEmailChangeCommand } from './account.messages.js';
import { EmailClaims } from './email-claims.js';

const linkInvalid = () => new DomainError(EMAIL_CHANGE_ERRORS.LINK_INVALID);

/** The link in the confirmation mail: claims the new address, moves the member to it, then frees the old one. */
@CommandHandler(ConfirmEmailChangeCommand)
export class ConfirmEmailChangeHandler implements ICommandHandler<ConfirmEmailChangeCommand, string> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly claims: EmailClaims,
    @Inject(APP_SECRET) private readonly secret: string,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ token }: ConfirmEmailChangeCommand): Promise<string> {
    const link = verifyLinkToken(LINK_PURPOSES.EMAIL_CHANGE, token, this.secret);
    if (!link) throw linkInvalid();
    const now = this.clock.now().toISOString();
    const command: ConfirmEmailChange = { type: 'ConfirmEmailChange', data: { tokenId: link.tokenId }, metadata: { now } };
    const member = await this.pendingMember(link.subjectId, command);
    const newEmail = member.pendingEmailChange!.newEmail as string;
    await this.claimFor(newEmail, member.memberId, now);
    try {
      await this.repository.execute(memberDecider, memberStreamId(member.memberId), command);
    } catch (error) {
      // The change did not happen (a newer request or a deletion came first): the address goes back to whoever wants it.
      await this.claims.release(newEmail, member.memberId, now);
      throw error;
    }
    if (!isErased(member.email)) await this.claims.release(member.email, member.memberId, now);
    return newEmail;
  }

  /** The member whose pending change this link confirms; decided on the current state before any address is claimed. */
  private async pendingMember(memberId: string, command: ConfirmEmailChange): Promise<ActiveMember> {
    const { state } = await this.repository.load(memberDecider, memberStreamId(memberId));
    if (!state.exists || state.lifecycle !== 'active') throw linkInvalid();
    memberDecider.decide(command, state);
    return state;
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
