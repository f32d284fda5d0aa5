import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError, memberDecider, memberStreamId, PASSWORD_ERRORS, type DeletionReason } from '@dating/domain';
import { CredentialRepository } from '../auth/credential.repository.js';
import { PasswordHasher } from '../auth/password-hasher.js';
import { EventSourcedRepository } from '../event-sourcing/event-sourced.repository.js';
import { CLOCK, type Clock } from '../runtime/tokens.js';
import { RequestAccountDeletionCommand } from './account-deletion.messages.js';

export interface AccountDeleted {
  readonly finalDeletionAt: string;
}

@CommandHandler(RequestAccountDeletionCommand)
export class RequestAccountDeletionHandler implements ICommandHandler<RequestAccountDeletionCommand, AccountDeleted> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly credentials: CredentialRepository,
    private readonly hasher: PasswordHasher,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ member, password, reasons, comment }: RequestAccountDeletionCommand): Promise<AccountDeleted> {
    // Deleting is final after 14 days: an open session on a shared computer is not enough to do it.
    const storedHash = await this.credentials.find(member.passwordHashRef);
    if (!storedHash || !(await this.hasher.verify(storedHash, password))) throw new DomainError(PASSWORD_ERRORS.OLD_INCORRECT);
    const decision = await this.repository.execute(memberDecider, memberStreamId(member.memberId), {
      type: 'RequestAccountDeletion',
      // The decider refuses any reason outside DELETION_REASONS with its own code.
      data: { reasons: reasons as DeletionReason[], comment, reactivationTokenId: randomUUID() },
      metadata: { now: this.clock.now().toISOString() },
    });
    const state = decision.state;
    if (!state.exists || !state.pendingDeletion) throw new Error('The deletion was decided but the member has no pending deletion');
    return { finalDeletionAt: state.pendingDeletion.finalDeletionAt };
  }
}
