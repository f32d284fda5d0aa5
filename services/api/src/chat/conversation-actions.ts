import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { CHAT_ERRORS, DomainError, type RemoveChatRequest } from '@dating/domain';
import type { SqlPort } from '@dating/platform';
import { chatPartner, conversationWith } from '@dating/projections';
import { CLOCK, SQL, type Clock } from '../runtime/tokens.js';
import { MessageSending } from './message-sending.js';

/** What a member does to a conversation besides writing in it: reading it and removing it from their list. */
@Injectable()
export class ConversationActions {
  constructor(
    private readonly conversations: MessageSending,
    @Inject(SQL) private readonly sql: SqlPort,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The other member of one of the member's conversations; another member's conversation is as unknown as none. */
  async partnerIn(memberId: string, conversationId: string): Promise<string> {
    const otherId = await chatPartner(this.sql, memberId, conversationId);
    if (!otherId) throw new DomainError(CHAT_ERRORS.NOT_FOUND);
    return otherId;
  }

  async markRead(memberId: string, conversationId: string): Promise<void> {
    const otherId = await this.partnerIn(memberId, conversationId);
    const { checkpoint } = await this.conversations.decide(memberId, otherId, `read-${randomUUID()}`, {
      type: 'MarkConversationRead',
      data: { readerId: memberId },
      metadata: { now: this.now() },
    });
    await this.conversations.waitForChats(checkpoint);
  }

  /** Removes by conversation, or every conversation with a profile (one per pair here); returns how many went. */
  async remove(memberId: string, request: RemoveChatRequest): Promise<number> {
    const otherId = 'conversation' in request ? await this.partnerIn(memberId, request.conversation.id) : await this.partnerOf(memberId, request.profile.id);
    if (!otherId) return 0;
    const { checkpoint } = await this.conversations.decide(memberId, otherId, `remove-${randomUUID()}`, {
      type: 'RemoveConversation',
      data: { memberId },
      metadata: { now: this.now() },
    });
    await this.conversations.waitForChats(checkpoint);
    return 1;
  }

  private async partnerOf(memberId: string, profileId: string): Promise<string | null> {
    return (await conversationWith(this.sql, memberId, profileId)) ? profileId : null;
  }

  private now(): string {
    return this.clock.now().toISOString();
  }
}
