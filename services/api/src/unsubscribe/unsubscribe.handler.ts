import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { NotificationPreference } from '@dating/domain';
import { ChangeNotificationsCommand } from '../account/account.commands.js';
import { UnsubscribeLinks } from './unsubscribe-links.js';
import { UnsubscribeCommand } from './unsubscribe.commands.js';

/** The member's own choice, made with their link instead of their session: the same command the settings page sends. */
@CommandHandler(UnsubscribeCommand)
export class UnsubscribeHandler implements ICommandHandler<UnsubscribeCommand, NotificationPreference> {
  constructor(
    private readonly links: UnsubscribeLinks,
    private readonly commands: CommandBus,
  ) {}

  async execute({ token }: UnsubscribeCommand): Promise<NotificationPreference> {
    const { memberId, preference } = await this.links.resolve(token);
    // Off already: nothing is recorded (the decider drops a change to the same value), and the answer is the same.
    await this.commands.execute(new ChangeNotificationsCommand(memberId, { [preference]: false }, false));
    return preference;
  }
}
