import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { profileDecider, profileStreamId, validateProfileChanges } from '@dating/domain';
import { memberProfilesProjection, memberSearchProjection } from '@dating/projections';
import { EventSourcedRepository } from '@dating/platform';
import { ReadModelConsistency } from '../event-sourcing/read-model-consistency.js';
import { ApiError, type ErrorCode } from '../http/api-errors.js';
import { CLOCK, type Clock } from '../runtime/tokens.js';
import { EditProfileCommand } from './profile.messages.js';

/** Checks every field at once (so the form can mark each problem), records the changes, and waits until search and the profile views show them. */
@CommandHandler(EditProfileCommand)
export class EditProfileHandler implements ICommandHandler<EditProfileCommand, void> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly consistency: ReadModelConsistency,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ memberId, changes }: EditProfileCommand): Promise<void> {
    const fields = validateProfileChanges(changes);
    const [firstCode] = Object.values(fields);
    if (firstCode) throw new ApiError(firstCode as ErrorCode, fields);
    const decision = await this.repository.execute(profileDecider, profileStreamId(memberId), {
      type: 'EditProfile',
      data: { memberId, changes },
      metadata: { now: this.clock.now().toISOString() },
    });
    await this.consistency.waitFor(decision.checkpoint, [memberSearchProjection.name, memberProfilesProjection.name]);
  }
}
