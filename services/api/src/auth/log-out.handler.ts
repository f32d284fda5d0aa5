import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SessionStore } from '@dating/platform';
import { LogOutCommand } from './session.commands.js';

/** A logout is no fact worth keeping: the session row simply goes. */
@CommandHandler(LogOutCommand)
export class LogOutHandler implements ICommandHandler<LogOutCommand, void> {
  constructor(private readonly sessions: SessionStore) {}

  async execute({ sessionHash }: LogOutCommand): Promise<void> {
    await this.sessions.end(sessionHash);
  }
}
