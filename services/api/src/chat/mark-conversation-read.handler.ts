import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { SqlPort } from '@dating/platform';
import { SQL } from '../runtime/tokens.js';
import { MarkConversationReadCommand } from './chat.commands.js';
import { partnerIn } from './conversation-partner.js';
import { CHAT_READ_MODELS, MessageSending } from './message-sending.js';

@CommandHandler(MarkConversationReadCommand)
export class MarkConversationReadHandler implements ICommandHandler<MarkConversationReadCommand, void> {
  constructor(
    private readonly conversations: MessageSending,
    @Inject(SQL) private readonly sql: SqlPort,
  ) {}

  async execute({ memberId, conversationId }: MarkConversationReadCommand): Promise<void> {
    const otherId = await partnerIn(this.sql, memberId, conversationId);
    await this.conversations.decide(memberId, otherId, `read-${randomUUID()}`, { type: 'MarkConversationRead', data: { readerId: memberId } }, CHAT_READ_MODELS);
  }
}
