import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { ChangeInvisibleModeHandler } from './change-invisible-mode.handler.js';
import { EditProfileHandler } from './edit-profile.handler.js';
import { GetMemberProfileHandler } from './get-member-profile.handler.js';
import { GetMyProfileHandler } from './get-my-profile.handler.js';
import { ProfileController } from './profile.controller.js';
import { ProfileStreams } from './profile-streams.js';

@Module({
  imports: [AuthModule],
  controllers: [ProfileController],
  providers: [ProfileStreams, GetMyProfileHandler, EditProfileHandler, GetMemberProfileHandler, ChangeInvisibleModeHandler],
})
export class ProfileModule {}
