import { Injectable } from '@nestjs/common';
import { DomainError, GIFT_ERRORS, hasCode, CHAT_ERRORS, type SendGiftRequest, type SendMessageResult } from '@dating/domain';
import { MessageSending } from '../chat/message-sending.js';
import { SiteResolver } from '../settings/site-resolver.js';

/**
 * A gift is a message of its own kind in the pair's conversation: paid and delivered exactly like a text, its
 * `gift_id` the request's idempotency key, so a retry pays once.
 */
@Injectable()
export class GiftSending {
  constructor(
    private readonly sending: MessageSending,
    private readonly sites: SiteResolver,
  ) {}

  async send(memberId: string, request: SendGiftRequest, host: string | undefined): Promise<SendMessageResult> {
    const site = this.sites.forHost(host);
    try {
      return await this.sending.sendRequested({
        senderId: memberId,
        recipientId: request.member_id,
        requestKey: request.gift_id,
        content: { kind: 'gift', gift: request.gift },
        credits: site.gift_credits,
        freeChats: site.free_chats,
      });
    } catch (error) {
      // The gift endpoint keeps its own codes for the cases it had before it went through the chat.
      if (hasCode(CHAT_ERRORS.SELF)(error)) throw new DomainError(GIFT_ERRORS.SELF);
      if (hasCode(CHAT_ERRORS.RECIPIENT_BLOCKED)(error)) throw new DomainError(GIFT_ERRORS.RECIPIENT_BLOCKED);
      throw error;
    }
  }
}
