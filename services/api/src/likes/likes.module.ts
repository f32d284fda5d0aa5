import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { AutoLikeHandler } from './auto-like.handler.js';
import { LikeMemberHandler } from './like-member.handler.js';
import { LikeDecisions } from './like-decisions.js';
import { LikeSuggestions } from './like-suggestions.js';
import { LikesController } from './likes.controller.js';
import { MarkLikeSeenHandler } from './mark-like-seen.handler.js';
import { SwipeGame } from './swipe-game.js';
import { SwipeHandler } from './swipe.handler.js';
import { UnlikeMemberHandler } from './unlike-member.handler.js';

@Module({
  imports: [AuthModule],
  controllers: [LikesController],
  providers: [LikeDecisions, LikeSuggestions, SwipeGame, LikeMemberHandler, UnlikeMemberHandler, MarkLikeSeenHandler, SwipeHandler, AutoLikeHandler],
})
export class LikesModule {}
