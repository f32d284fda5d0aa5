import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { BlockDirectDebitAccountCommand } from './direct-debit.commands.js';
import { DirectDebitBlocklist } from './direct-debit-blocklist.js';

@CommandHandler(BlockDirectDebitAccountCommand)
export class BlockDirectDebitAccountHandler implements ICommandHandler<BlockDirectDebitAccountCommand, void> {
  constructor(private readonly blocklist: DirectDebitBlocklist) {}

  execute({ staffId, kind, value }: BlockDirectDebitAccountCommand): Promise<void> {
    return this.blocklist.block(kind, value, staffId);
  }
}
