import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { pageBounceDecider, pageBounceStreamId } from '@dating/domain';
import { RequestKeys } from '@dating/platform';
import { StreamDecisions } from '../event-sourcing/stream-decisions.js';
import { REQUEST_KINDS } from '../http/request-kinds.js';
import { CLOCK, type Clock } from '../runtime/tokens.js';
import { RecordPageBounceCommand } from './traffic.commands.js';

/** Bounce beacons come from visitors, who have no member id: their keys share one scope. */
const VISITORS = 'visitors';

@CommandHandler(RecordPageBounceCommand)
export class RecordPageBounceHandler implements ICommandHandler<RecordPageBounceCommand, void> {
  constructor(
    private readonly streams: StreamDecisions,
    private readonly requestKeys: RequestKeys,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ bounce }: RecordPageBounceCommand): Promise<void> {
    // The browser's visit id keys the beacon (sent again, it is told once); the visit's stream is named by the server.
    const { visit_id: key, ...told } = bounce;
    const { id } = await this.requestKeys.claim({ memberId: VISITORS, kind: REQUEST_KINDS.PAGE_BOUNCE, key, payload: told }, this.clock.now());
    // Nobody reads the report at once: the beacon's page is gone, so there is no read of one's own write to wait for.
    await this.streams.decide(pageBounceDecider, pageBounceStreamId(id), {
      type: 'RecordPageBounce',
      data: { ...bounce, visit_id: id },
    });
  }
}
