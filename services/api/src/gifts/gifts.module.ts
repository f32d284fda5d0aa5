import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { WalletModule } from '../wallet/wallet.module.js';
import { GiftSending } from './gift-sending.js';
import { GiftsController } from './gifts.controller.js';

@Module({
  imports: [AuthModule, WalletModule],
  controllers: [GiftsController],
  providers: [GiftSending],
})
export class GiftsModule {}
