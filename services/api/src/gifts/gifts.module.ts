import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { ChatModule } from '../chat/chat.module.js';
import { GiftSending } from './gift-sending.js';
import { GiftsController } from './gifts.controller.js';

@Module({
  imports: [AuthModule, ChatModule],
  controllers: [GiftsController],
  providers: [GiftSending],
})
export class GiftsModule {}
