import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ProfileCard } from '@dating/domain';
import type { PersonalFieldCipher, SqlPort } from '@dating/platform';
import { blockedMembers } from '@dating/projections';
import { CLOCK, PERSONAL_FIELDS, SQL, type Clock } from '../runtime/tokens.js';
import { ListBlockedMembersQuery } from './block.commands.js';

@QueryHandler(ListBlockedMembersQuery)
export class ListBlockedMembersHandler implements IQueryHandler<ListBlockedMembersQuery, ProfileCard[]> {
  constructor(
    @Inject(SQL) private readonly sql: SqlPort,
    @Inject(PERSONAL_FIELDS) private readonly personalFields: PersonalFieldCipher,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute({ memberId }: ListBlockedMembersQuery): Promise<ProfileCard[]> {
    return blockedMembers({ sql: this.sql, personalFields: this.personalFields }, { viewerId: memberId, now: this.clock.now() });
  }
}
