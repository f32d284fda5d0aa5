import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { discountCodeDecider, discountCodeStreamId } from '@dating/domain';
import { StreamDecisions } from '../event-sourcing/stream-decisions.js';
import { CreateDiscountCodeCommand } from './credits.commands.js';

@CommandHandler(CreateDiscountCodeCommand)
export class CreateDiscountCodeHandler implements ICommandHandler<CreateDiscountCodeCommand, string> {
  constructor(private readonly streams: StreamDecisions) {}

  async execute({ staffId, request }: CreateDiscountCodeCommand): Promise<string> {
    const { state } = await this.streams.decide(discountCodeDecider, discountCodeStreamId(request.code), { type: 'CreateDiscountCode', data: { ...request, staffId } });
    return state.definition!.code;
  }
}
