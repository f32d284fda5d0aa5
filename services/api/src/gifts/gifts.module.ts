import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { ChatModule } from '../chat/chat.module.js';
import { GiftsController } from './gifts.controller.js';
import { SendGiftHandler } from './send-gift.handler.js';

@Module({
  imports: [AuthModule, ChatModule],
  controllers: [GiftsController],
  providers: [SendGiftHandler],
})
export class GiftsModule {}
