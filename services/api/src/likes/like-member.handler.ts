import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { LikeDecisions } from './like-decisions.js';
import { LikeMemberCommand } from './likes.commands.js';
import { SwipeGame } from './swipe-game.js';

@CommandHandler(LikeMemberCommand)
export class LikeMemberHandler implements ICommandHandler<LikeMemberCommand, { match: boolean }> {
  constructor(
    private readonly likes: LikeDecisions,
    private readonly swipeGame: SwipeGame,
  ) {}

  async execute({ memberId, likedId }: LikeMemberCommand): Promise<{ match: boolean }> {
    // A card the swipe deck offers is liked within the day's swipe likes, on whatever page: else the limit is a detour away.
    // Both are asked at once; the rare like that is a swipe checks its target again on the way.
    const [offered] = await Promise.all([this.swipeGame.offers(memberId, likedId), this.likes.assertLikeable(memberId, likedId)]);
    if (offered) return this.swipeGame.swipe(memberId, { member_id: likedId, choice: 'like' });
    return this.likes.likeChecked(memberId, likedId, 'profile');
  }
}
