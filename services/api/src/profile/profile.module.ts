import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { BlockModule } from '../block/block.module.js';
import { ProfileCards } from '../search/profile-cards.js';
import { ChangeInvisibleModeHandler } from './change-invisible-mode.handler.js';
import { EditProfileHandler } from './edit-profile.handler.js';
import { GetMemberProfileHandler } from './get-member-profile.handler.js';
import { GetMyProfileHandler } from './get-my-profile.handler.js';
import { MemberSearchReadModel } from './member-search.read-model.js';
import { ProfileController } from './profile.controller.js';
import { ProfileStreams } from './profile-streams.js';

@Module({
  imports: [AuthModule, BlockModule],
  controllers: [ProfileController],
  providers: [ProfileStreams, MemberSearchReadModel, ProfileCards, GetMyProfileHandler, EditProfileHandler, GetMemberProfileHandler, ChangeInvisibleModeHandler],
})
export class ProfileModule {}
