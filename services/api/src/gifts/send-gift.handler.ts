import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError, GIFT_ERRORS, hasCode, CHAT_ERRORS } from '@dating/domain';
import { MessageSending, type SentMessage } from '../chat/message-sending.js';
import { SendGiftCommand } from './gifts.commands.js';

/**
 * A gift is a message of its own kind in the pair's conversation: paid and delivered exactly like a text, its
 * `gift_id` the request's idempotency key, so a retry pays once.
 */
@CommandHandler(SendGiftCommand)
export class SendGiftHandler implements ICommandHandler<SendGiftCommand, SentMessage> {
  constructor(private readonly sending: MessageSending) {}

  async execute({ senderId, request, site }: SendGiftCommand): Promise<SentMessage> {
    try {
      return await this.sending.sendRequested({
        senderId,
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
