import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { LikeDecisions } from './like-decisions.js';
import { MarkLikeSeenCommand } from './likes.commands.js';

@CommandHandler(MarkLikeSeenCommand)
export class MarkLikeSeenHandler implements ICommandHandler<MarkLikeSeenCommand, void> {
  constructor(private readonly likes: LikeDecisions) {}

  execute({ memberId, likerId }: MarkLikeSeenCommand): Promise<void> {
    return this.likes.markSeen(memberId, likerId);
  }
}
