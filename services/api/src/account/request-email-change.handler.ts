import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError, EMAIL_CHANGE_ERRORS, memberDecider, memberStreamId, PASSWORD_ERRORS, type ActiveMember } from '@dating/domain';
import { CredentialRepository } from '../auth/credential.repository.js';
import { PasswordHasher } from '../auth/password-hasher.js';
import { EventSourcedRepository } from '../event-sourcing/event-sourced.repository.js';
import { ApiError } from '../http/api-errors.js';
import { CLOCK, type Clock } from '../runtime/tokens.js';
import { RequestEmailChangeCommand } from './account.messages.js';
import { EmailClaims } from './email-claims.js';

/**
 * Records the wish to move to a new address; the workers mail the confirmation link there. The address is claimed only
 * when the link is followed, so an address someone merely typed never blocks its real owner.
 */
@CommandHandler(RequestEmailChangeCommand)
export class RequestEmailChangeHandler implements ICommandHandler<RequestEmailChangeCommand, string> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly credentials: CredentialRepository,
    private readonly hasher: PasswordHasher,
    private readonly claims: EmailClaims,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ member, password, newEmail }: RequestEmailChangeCommand): Promise<string> {
    await this.reauthenticate(member, password);
    const holder = await this.claims.holderOf(newEmail);
    if (holder && holder !== member.memberId) throw new DomainError(EMAIL_CHANGE_ERRORS.TAKEN);
    const { state } = await this.repository.execute(memberDecider, memberStreamId(member.memberId), {
      type: 'RequestEmailChange',
      data: { newEmail, tokenId: randomUUID() },
      metadata: { now: this.clock.now().toISOString() },
    });
    return (state as ActiveMember).pendingEmailChange!.newEmail as string;
  }

  // Whoever holds an open session must still know the password before the account's address can move.
  private async reauthenticate(member: ActiveMember, password: string): Promise<void> {
    const storedHash = await this.credentials.find(member.passwordHashRef);
    const verified = storedHash ? await this.hasher.verify(storedHash, password) : await this.hasher.verifyNothing(password);
    if (!verified) throw new ApiError(PASSWORD_ERRORS.OLD_INCORRECT, { password: PASSWORD_ERRORS.OLD_INCORRECT });
  }
}
