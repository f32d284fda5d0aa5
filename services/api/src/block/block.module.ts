import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { BlockController } from './block.controller.js';
import { ChangeBlockHandler } from './change-block.handler.js';
import { ListBlockedMembersHandler } from './list-blocked-members.handler.js';

@Module({
  imports: [AuthModule],
  controllers: [BlockController],
  providers: [ChangeBlockHandler, ListBlockedMembersHandler],
})
export class BlockModule {}
