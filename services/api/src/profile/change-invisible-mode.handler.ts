import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { accountDecider, accountStreamId } from '@dating/domain';
import { MEMBER_CONTACT_PROJECTION, memberSearchProjection } from '@dating/projections';
import { StreamDecisions } from '../event-sourcing/stream-decisions.js';
import { ChangeInvisibleModeCommand } from './profile.commands.js';

/** Invisible members leave search at once: the answer waits until the search read model knows. */
@CommandHandler(ChangeInvisibleModeCommand)
export class ChangeInvisibleModeHandler implements ICommandHandler<ChangeInvisibleModeCommand, boolean> {
  constructor(
    private readonly streams: StreamDecisions,
  ) {}

  async execute({ memberId, invisible }: ChangeInvisibleModeCommand): Promise<boolean> {
    const decision = await this.streams.decide(accountDecider, accountStreamId(memberId), {
      type: 'ChangeInvisibleMode',
      data: { memberId, invisible },
    }, { waitFor: [memberSearchProjection.name, MEMBER_CONTACT_PROJECTION] });
    return decision.state.invisible;
  }
}
