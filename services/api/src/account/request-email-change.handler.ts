import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { credentialsDecider, credentialsStreamId, currentEmailOf, DomainError, EMAIL_CHANGE_ERRORS, isErased, PASSWORD_ERRORS } from '@dating/domain';
import { MEMBER_CONTACT_PROJECTION } from '@dating/projections';
import { StreamDecisions } from '../event-sourcing/stream-decisions.js';
import { ApiError } from '../http/api-errors.js';
import { MemberPasswords } from '../member/member-passwords.js';
import { MemberStreams } from '../member/member-streams.js';
import { RequestEmailChangeCommand } from './account.commands.js';
import { EmailClaims } from './email-claims.js';

/**
 * Records the wish to move to a new address; the workers mail the confirmation link there. The address is claimed only
 * when the link is followed, so an address someone merely typed never blocks its real owner.
 */
@CommandHandler(RequestEmailChangeCommand)
export class RequestEmailChangeHandler implements ICommandHandler<RequestEmailChangeCommand, string> {
  constructor(
    private readonly streams: StreamDecisions,
    private readonly members: MemberStreams,
    private readonly passwords: MemberPasswords,
    private readonly claims: EmailClaims,
  ) {}

  async execute({ memberId, password, newEmail }: RequestEmailChangeCommand): Promise<string> {
    const member = await this.members.existing(memberId);
    // Whoever holds an open session must still know the password before the account's address can move.
    if (!(await this.passwords.verify(member, password))) throw new ApiError(PASSWORD_ERRORS.INCORRECT, { password: PASSWORD_ERRORS.INCORRECT });
    const holder = await this.claims.holderOf(newEmail);
    if (holder && holder !== memberId) throw new DomainError(EMAIL_CHANGE_ERRORS.TAKEN);
    const currentEmail = currentEmailOf(member);
    const { state } = await this.streams.decide(
      credentialsDecider,
      credentialsStreamId(memberId),
      { type: 'RequestEmailChange', data: { memberId, newEmail, currentEmail: isErased(currentEmail) ? null : currentEmail, tokenId: randomUUID() } },
      { waitFor: [MEMBER_CONTACT_PROJECTION] },
    );
    return state.pendingEmailChange!.newEmail as string;
  }
}
