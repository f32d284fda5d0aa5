import { Module } from '@nestjs/common';
import { Wallets } from './wallets.js';

@Module({
  providers: [Wallets],
  exports: [Wallets],
})
export class WalletModule {}
