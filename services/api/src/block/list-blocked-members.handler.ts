import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ProfileCards } from '../search/profile-cards.js';
import type { ProfileCard } from '../search/profile-card.js';
import { ListBlockedMembersQuery } from './block.messages.js';

@QueryHandler(ListBlockedMembersQuery)
export class ListBlockedMembersHandler implements IQueryHandler<ListBlockedMembersQuery, ProfileCard[]> {
  constructor(private readonly cards: ProfileCards) {}

  execute({ memberId }: ListBlockedMembersQuery): Promise<ProfileCard[]> {
    return this.cards.blockedBy(memberId);
  }
}
