import { WalletModule } from '../wallet/wallet.module.js';
import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { ChangeInvisibleModeHandler } from './change-invisible-mode.handler.js';
import { EditProfileHandler } from './edit-profile.handler.js';
import { GetMemberProfileHandler } from './get-member-profile.handler.js';
import { GetMyProfileHandler } from './get-my-profile.handler.js';
import { ProfileController } from './profile.controller.js';

@Module({
  imports: [AuthModule, WalletModule],
  controllers: [ProfileController],
  providers: [GetMyProfileHandler, EditProfileHandler, GetMemberProfileHandler, ChangeInvisibleModeHandler],
})
export class ProfileModule {}
