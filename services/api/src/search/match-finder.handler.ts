import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ProfileCard } from '@dating/domain';
import type { PersonalFieldCipher, SqlPort } from '@dating/platform';
import { matchFinder } from '@dating/projections';
import { CLOCK, PERSONAL_FIELDS, SQL, type Clock } from '../runtime/tokens.js';
import { MatchFinderQuery } from './search.commands.js';

@QueryHandler(MatchFinderQuery)
export class MatchFinderHandler implements IQueryHandler<MatchFinderQuery, ProfileCard[]> {
  constructor(
    @Inject(SQL) private readonly sql: SqlPort,
    @Inject(PERSONAL_FIELDS) private readonly personalFields: PersonalFieldCipher,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute({ memberId }: MatchFinderQuery): Promise<ProfileCard[]> {
    return matchFinder({ sql: this.sql, personalFields: this.personalFields }, { viewerId: memberId, now: this.clock.now() });
  }
}
