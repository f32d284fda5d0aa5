import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { compatibleProfiles } from '@dating/domain';
import type { SqlPort } from '@dating/platform';
import { SQL } from '../runtime/tokens.js';
import { matchFinderStatement } from './member-search.sql.js';
import type { MemberCardRow, ProfileCard } from './profile-card.js';
import { ProfileCards } from './profile-cards.js';
import { MatchFinderQuery } from './search.messages.js';

@QueryHandler(MatchFinderQuery)
export class MatchFinderHandler implements IQueryHandler<MatchFinderQuery, ProfileCard[]> {
  constructor(
    @Inject(SQL) private readonly sql: SqlPort,
    private readonly cards: ProfileCards,
  ) {}

  async execute({ memberId }: MatchFinderQuery): Promise<ProfileCard[]> {
    const viewer = (await this.cards.viewer(memberId))!;
    const statement = matchFinderStatement({ memberId, compatible: compatibleProfiles(viewer.gender, viewer.sexuality), position: viewer.position });
    const { rows } = await this.sql.query<MemberCardRow>(statement.text, statement.params);
    return this.cards.toCards(rows, viewer);
  }
}
