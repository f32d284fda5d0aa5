import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { accountDecider, accountStreamId, DomainError, PASSWORD_ERRORS, type DeletionReason } from '@dating/domain';
import { memberSearchProjection, SESSION_REVOCATION_CONSUMER } from '@dating/projections';
import { StreamDecisions } from '../event-sourcing/stream-decisions.js';
import { MemberPasswords } from '../member/member-passwords.js';
import { MemberStreams } from '../member/member-streams.js';
import { RequestAccountDeletionCommand } from './account-deletion.commands.js';

export interface AccountDeleted {
  readonly finalDeletionAt: string;
}

/** Read models that must hide the member before the request returns: nobody may find a deleted account. */
const HIDING_READ_MODELS = [SESSION_REVOCATION_CONSUMER, memberSearchProjection.name];

@CommandHandler(RequestAccountDeletionCommand)
export class RequestAccountDeletionHandler implements ICommandHandler<RequestAccountDeletionCommand, AccountDeleted> {
  constructor(
    private readonly streams: StreamDecisions,
    private readonly members: MemberStreams,
    private readonly passwords: MemberPasswords,
  ) {}

  async execute({ memberId, password, reasons, comment }: RequestAccountDeletionCommand): Promise<AccountDeleted> {
    // Deleting is final after 14 days: an open session on a shared computer is not enough to do it.
    if (!(await this.passwords.verify(await this.members.existing(memberId), password))) throw new DomainError(PASSWORD_ERRORS.INCORRECT);
    const decision = await this.streams.decide(accountDecider, accountStreamId(memberId), {
      type: 'RequestAccountDeletion',
      // The decider refuses any reason outside DELETION_REASONS with its own code.
      data: { memberId, reasons: reasons as DeletionReason[], comment, reactivationTokenId: randomUUID() },
    }, { waitFor: HIDING_READ_MODELS });
    const pending = decision.state.pendingDeletion;
    if (!pending) throw new Error('The deletion was decided but the account has no pending deletion');
    return { finalDeletionAt: pending.finalDeletionAt };
  }
}
