import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { ChangeLanguageHandler } from './change-language.handler.js';
import { MemberController } from './member.controller.js';
import { MemberPasswords } from './member-passwords.js';
import { MemberStreams } from './member-streams.js';
import { CurrentUsers } from './current-users.js';
import { UserViews } from './user-views.js';
import { WalletModule } from '../wallet/wallet.module.js';

@Module({
  imports: [AuthModule, WalletModule],
  controllers: [MemberController],
  providers: [ChangeLanguageHandler, MemberStreams, MemberPasswords, UserViews, CurrentUsers],
  exports: [MemberStreams, MemberPasswords, UserViews, CurrentUsers],
})
export class MemberModule {}
