import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { PhotosModule } from '../photos/photos.module.js';
import { WalletModule } from '../wallet/wallet.module.js';
import { ChatPhotoSending } from './chat-photo-sending.js';
import { ChatsController } from './chats.controller.js';
import { ConversationActions } from './conversation-actions.js';
import { ConversationPages } from './conversation-pages.js';
import { MessageSending } from './message-sending.js';

@Module({
  imports: [AuthModule, WalletModule, PhotosModule],
  controllers: [ChatsController],
  providers: [MessageSending, ChatPhotoSending, ConversationActions, ConversationPages],
  exports: [MessageSending],
})
export class ChatModule {}
