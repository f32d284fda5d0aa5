import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { checkedMessageText } from '@dating/domain';
import { MessageSending, type SentMessage } from './message-sending.js';
import { SendMessageCommand } from './chat.commands.js';

@CommandHandler(SendMessageCommand)
export class SendMessageHandler implements ICommandHandler<SendMessageCommand, SentMessage> {
  constructor(private readonly sending: MessageSending) {}

  execute({ senderId, recipientId, requestKey, text, site }: SendMessageCommand): Promise<SentMessage> {
    return this.sending.sendRequested({
      senderId,
      recipientId,
      requestKey,
      content: { kind: 'text', text: checkedMessageText(text, site.message_length) },
      credits: site.message_credits,
      freeChats: site.free_chats,
    });
  }
}
