import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError, MEMBER_ERRORS, registrationDecider, registrationStreamId } from '@dating/domain';
import { LINK_PURPOSES, verifyLinkToken } from '@dating/platform';
import { MEMBER_CONTACT_PROJECTION } from '@dating/projections';
import { EventSourcedRepository } from '@dating/platform';
import { ReadModelConsistency } from '../event-sourcing/read-model-consistency.js';
import { APP_SECRET, CLOCK, type Clock } from '../runtime/tokens.js';
import { ActivateMemberCommand } from './signup.commands.js';

@CommandHandler(ActivateMemberCommand)
export class ActivateMemberHandler implements ICommandHandler<ActivateMemberCommand, void> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly consistency: ReadModelConsistency,
    @Inject(APP_SECRET) private readonly secret: string,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ token }: ActivateMemberCommand): Promise<void> {
    const claims = verifyLinkToken(LINK_PURPOSES.ACTIVATION, token, this.secret);
    if (!claims) throw new DomainError(MEMBER_ERRORS.ACTIVATION_LINK_INVALID);
    const decision = await this.repository.execute(registrationDecider, registrationStreamId(claims.subjectId), {
      type: 'ConfirmMember',
      data: { tokenId: claims.tokenId },
      metadata: { now: this.clock.now().toISOString() },
    });
    await this.consistency.waitFor(decision.checkpoint, [MEMBER_CONTACT_PROJECTION]);
  }
}
