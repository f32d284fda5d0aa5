import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { discountCodeDecider, discountCodeStreamId } from '@dating/domain';
import { StreamDecisions } from '../event-sourcing/stream-decisions.js';
import { DisableDiscountCodeCommand } from './credits.commands.js';

@CommandHandler(DisableDiscountCodeCommand)
export class DisableDiscountCodeHandler implements ICommandHandler<DisableDiscountCodeCommand, void> {
  constructor(private readonly streams: StreamDecisions) {}

  async execute({ staffId, code }: DisableDiscountCodeCommand): Promise<void> {
    await this.streams.decide(discountCodeDecider, discountCodeStreamId(code), { type: 'DisableDiscountCode', data: { code, staffId } });
  }
}
