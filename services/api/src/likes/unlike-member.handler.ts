import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { LikeDecisions } from './like-decisions.js';
import { UnlikeMemberCommand } from './likes.commands.js';

@CommandHandler(UnlikeMemberCommand)
export class UnlikeMemberHandler implements ICommandHandler<UnlikeMemberCommand, void> {
  constructor(private readonly likes: LikeDecisions) {}

  execute({ memberId, likedId }: UnlikeMemberCommand): Promise<void> {
    return this.likes.unlike(memberId, likedId);
  }
}
