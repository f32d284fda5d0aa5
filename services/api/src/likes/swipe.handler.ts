import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { SwipeResult } from '@dating/domain';
import { SwipeCommand } from './likes.commands.js';
import { SwipeGame } from './swipe-game.js';

@CommandHandler(SwipeCommand)
export class SwipeHandler implements ICommandHandler<SwipeCommand, SwipeResult> {
  constructor(private readonly swipeGame: SwipeGame) {}

  execute({ memberId, request }: SwipeCommand): Promise<SwipeResult> {
    return this.swipeGame.swipe(memberId, request);
  }
}
