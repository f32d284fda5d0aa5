import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { BLOCK_ERRORS, DomainError, PROFILE_ERRORS } from '@dating/domain';
import type { SqlPort } from '@dating/platform';
import { LISTABLE, MEMBER_SEARCH_TABLE } from '@dating/projections';
import { MEMBER_ACCESS, MemberAccess } from '../block/member-access.js';
import { SQL } from '../runtime/tokens.js';
import { similarStatement, type SimilarTarget } from './member-search.sql.js';
import type { MemberCardRow, ProfileCard } from './profile-card.js';
import { ProfileCards } from './profile-cards.js';
import { SimilarMembersQuery } from './search.messages.js';

interface TargetRow {
  gender: string | null;
  country: string | null;
  birth_date: string | null;
  listable: boolean;
}

@QueryHandler(SimilarMembersQuery)
export class SimilarMembersHandler implements IQueryHandler<SimilarMembersQuery, ProfileCard[]> {
  constructor(
    @Inject(SQL) private readonly sql: SqlPort,
    private readonly access: MemberAccess,
    private readonly cards: ProfileCards,
  ) {}

  async execute({ request, memberId }: SimilarMembersQuery): Promise<ProfileCard[]> {
    const viewerId = await this.access.browsingViewer(request);
    if ((await this.access.canView(viewerId, memberId)) === MEMBER_ACCESS.BLOCKED_BY_TARGET) throw new DomainError(BLOCK_ERRORS.BLOCKED_BY_MEMBER);
    const target = await this.target(memberId, viewerId);
    const statement = similarStatement(target, viewerId);
    const [{ rows }, viewer] = await Promise.all([this.sql.query<MemberCardRow>(statement.text, statement.params), this.cards.viewer(viewerId)]);
    return this.cards.toCards(rows, viewer);
  }

  /** The member whose profile is open; one nobody may list is not found, except by themselves. */
  private async target(memberId: string, viewerId: string | undefined): Promise<SimilarTarget> {
    const { rows } = await this.sql.query<TargetRow>(
      `select gender, country, birth_date::text as birth_date, (${LISTABLE}) as listable
        from ${MEMBER_SEARCH_TABLE} where member_id = $1`,
      [memberId],
    );
    const row = rows[0];
    if (!row || (!row.listable && memberId !== viewerId)) throw new DomainError(PROFILE_ERRORS.NOT_FOUND);
    return { memberId, gender: row.gender, country: row.country, birthDate: row.birth_date };
  }
}
