import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { BLOCK_ERRORS, DomainError, PROFILE_ERRORS, type ProfileCard } from '@dating/domain';
import type { PersonalFieldCipher, SqlPort } from '@dating/platform';
import { BLOCK_RELATION, blockRelation, similarMembers } from '@dating/projections';
import { CLOCK, PERSONAL_FIELDS, SQL, type Clock } from '../runtime/tokens.js';
import { SimilarMembersQuery } from './search.commands.js';

/** Members like the one whose profile is open; refused like that profile would be (blocked, or not found). */
@QueryHandler(SimilarMembersQuery)
export class SimilarMembersHandler implements IQueryHandler<SimilarMembersQuery, ProfileCard[]> {
  constructor(
    @Inject(SQL) private readonly sql: SqlPort,
    @Inject(PERSONAL_FIELDS) private readonly personalFields: PersonalFieldCipher,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ viewerId, memberId }: SimilarMembersQuery): Promise<ProfileCard[]> {
    if (viewerId !== null && (await blockRelation(this.sql, viewerId, memberId)) === BLOCK_RELATION.BLOCKED_BY_MEMBER) {
      throw new DomainError(BLOCK_ERRORS.BLOCKED_BY_MEMBER);
    }
    const cards = await similarMembers({ sql: this.sql, personalFields: this.personalFields }, memberId, { viewerId, now: this.clock.now() });
    if (!cards) throw new DomainError(PROFILE_ERRORS.NOT_FOUND);
    return cards;
  }
}
