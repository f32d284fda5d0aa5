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
    // The target's own row answers most likes (not of a gender, sexuality or age the deck deals); the rare like that
    // is a swipe checks its target again on the way.
    const target = await this.likes.assertLikeable(memberId, likedId);
    if (await this.swipeGame.offers(memberId, target)) return this.swipeGame.swipe(memberId, { member_id: likedId, choice: 'like' });
    return this.likes.likeChecked(memberId, likedId, 'profile');
  }
}
