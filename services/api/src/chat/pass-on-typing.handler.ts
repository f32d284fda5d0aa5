import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { SqlPort } from '@dating/platform';
import { LiveConnections } from '../live/live-connections.js';
import { SQL } from '../runtime/tokens.js';
import { PassOnTypingCommand } from './chat.commands.js';
import { partnerIn } from './conversation-partner.js';

@CommandHandler(PassOnTypingCommand)
export class PassOnTypingHandler implements ICommandHandler<PassOnTypingCommand, void> {
  constructor(
    private readonly live: LiveConnections,
    @Inject(SQL) private readonly sql: SqlPort,
  ) {}

  async execute({ memberId, conversationId }: PassOnTypingCommand): Promise<void> {
    const otherId = await partnerIn(this.sql, memberId, conversationId);
    await this.live.typing(memberId, otherId, conversationId);
  }
}
