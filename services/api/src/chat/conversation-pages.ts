import { Inject, Injectable } from '@nestjs/common';
import { BLOCK_ERRORS, CHAT_ERRORS, DomainError, MEMBER_ERRORS, type ConversationView, type MessagesQuery } from '@dating/domain';
import type { PersonalFieldCipher, SqlPort } from '@dating/platform';
import { BLOCK_RELATION, blockRelation, chatPartner, chatPartnerCard, conversationMessages, conversationWith } from '@dating/projections';
import { CLOCK, PERSONAL_FIELDS, SQL, type Clock } from '../runtime/tokens.js';

/** GET /api/messages.php: a conversation as one of its members reads it, page by page. */
@Injectable()
export class ConversationPages {
  constructor(
    @Inject(SQL) private readonly sql: SqlPort,
    @Inject(PERSONAL_FIELDS) private readonly personalFields: PersonalFieldCipher,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async page(memberId: string, query: MessagesQuery, messageCredits: number): Promise<ConversationView> {
    const reader = { sql: this.sql, personalFields: this.personalFields };
    const viewer = { viewerId: memberId, now: this.clock.now() };
    const otherId = query.member_id ?? (await chatPartner(this.sql, memberId, query.conversation_id!));
    if (!otherId) throw new DomainError(CHAT_ERRORS.NOT_FOUND);
    // As on the profile: a member who blocked the viewer is shut to them, and they are told why.
    if ((await blockRelation(this.sql, memberId, otherId)) === BLOCK_RELATION.BLOCKED_BY_MEMBER) throw new DomainError(BLOCK_ERRORS.BLOCKED_BY_MEMBER);
    const conversationId = query.conversation_id ?? (await conversationWith(this.sql, memberId, otherId));
    const profile = otherId === memberId ? null : await chatPartnerCard(reader, viewer, otherId);
    if (!profile) throw new DomainError(MEMBER_ERRORS.NOT_FOUND);
    const page = conversationId ? await conversationMessages(reader, memberId, conversationId, { before: query.before, limit: query.limit }) : null;
    return {
      conversation: conversationId ? { id: conversationId } : null,
      profile,
      messages: page?.messages ?? [],
      has_more: page?.hasMore ?? false,
      links_allowed: page?.linksAllowed ?? false,
      message_credits: messageCredits,
      other_read_at: page?.otherReadAt ?? null,
    };
  }
}
