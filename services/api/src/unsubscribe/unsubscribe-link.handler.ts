import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { UnsubscribeLinks } from './unsubscribe-links.js';
import { UnsubscribeLinkQuery, type UnsubscribeLinkView } from './unsubscribe.commands.js';

@QueryHandler(UnsubscribeLinkQuery)
export class UnsubscribeLinkHandler implements IQueryHandler<UnsubscribeLinkQuery, UnsubscribeLinkView> {
  constructor(private readonly links: UnsubscribeLinks) {}

  async execute({ token }: UnsubscribeLinkQuery): Promise<UnsubscribeLinkView> {
    const { preference, isOn } = await this.links.resolve(token);
    return { preference, alreadyOff: !isOn };
  }
}
