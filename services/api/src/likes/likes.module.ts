import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { LikeDecisions } from './like-decisions.js';
import { LikeSuggestions } from './like-suggestions.js';
import { LikesController } from './likes.controller.js';
import { SwipeGame } from './swipe-game.js';

@Module({
  imports: [AuthModule],
  controllers: [LikesController],
  providers: [LikeDecisions, LikeSuggestions, SwipeGame],
})
export class LikesModule {}
