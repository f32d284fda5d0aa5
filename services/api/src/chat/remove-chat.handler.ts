import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { RemoveChatRequest } from '@dating/domain';
import type { SqlPort } from '@dating/platform';
import { conversationWith } from '@dating/projections';
import { SQL } from '../runtime/tokens.js';
import { RemoveChatCommand } from './chat.commands.js';
import { partnerIn } from './conversation-partner.js';
import { CHAT_READ_MODELS, MessageSending } from './message-sending.js';

/** Removes by conversation, or every conversation with a profile (one per pair here), from the member's list only. */
@CommandHandler(RemoveChatCommand)
export class RemoveChatHandler implements ICommandHandler<RemoveChatCommand, number> {
  constructor(
    private readonly conversations: MessageSending,
    @Inject(SQL) private readonly sql: SqlPort,
  ) {}

  async execute({ memberId, request }: RemoveChatCommand): Promise<number> {
    const otherId = await this.otherMemberOf(memberId, request);
    if (!otherId) return 0;
    await this.conversations.decide(memberId, otherId, `remove-${randomUUID()}`, { type: 'RemoveConversation', data: { memberId } }, CHAT_READ_MODELS);
    return 1;
  }

  private async otherMemberOf(memberId: string, request: RemoveChatRequest): Promise<string | null> {
    if ('conversation' in request) return partnerIn(this.sql, memberId, request.conversation.id);
    return (await conversationWith(this.sql, memberId, request.profile.id)) ? request.profile.id : null;
  }
}
