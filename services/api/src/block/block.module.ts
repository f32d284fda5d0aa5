import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { ProfileCards } from '../search/profile-cards.js';
import { BlockController } from './block.controller.js';
import { ChangeBlockHandler } from './change-block.handler.js';
import { ListBlockedMembersHandler } from './list-blocked-members.handler.js';
import { MemberAccess } from './member-access.js';

/** Blocking, and MemberAccess: the access rule every feature showing members imports from here. */
@Module({
  imports: [AuthModule],
  controllers: [BlockController],
  providers: [MemberAccess, ProfileCards, ChangeBlockHandler, ListBlockedMembersHandler],
  exports: [MemberAccess],
})
export class BlockModule {}
