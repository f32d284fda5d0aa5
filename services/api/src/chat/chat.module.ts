import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { PhotosModule } from '../photos/photos.module.js';
import { WalletModule } from '../wallet/wallet.module.js';
import { ChatsController } from './chats.controller.js';
import { ConversationPages } from './conversation-pages.js';
import { MarkConversationReadHandler } from './mark-conversation-read.handler.js';
import { MessageSending } from './message-sending.js';
import { PassOnTypingHandler } from './pass-on-typing.handler.js';
import { RemoveChatHandler } from './remove-chat.handler.js';
import { SendChatPhotoHandler } from './send-chat-photo.handler.js';
import { SendMessageHandler } from './send-message.handler.js';

@Module({
  imports: [AuthModule, WalletModule, PhotosModule],
  controllers: [ChatsController],
  providers: [MessageSending, ConversationPages, SendMessageHandler, SendChatPhotoHandler, MarkConversationReadHandler, RemoveChatHandler, PassOnTypingHandler],
  exports: [MessageSending],
})
export class ChatModule {}
