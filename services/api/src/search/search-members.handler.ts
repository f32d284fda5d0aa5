import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { SEARCH_PAGE_SIZE, type SearchRequest } from '@dating/domain';
import type { SqlPort } from '@dating/platform';
import { MemberAccess } from '../block/member-access.js';
import { SQL } from '../runtime/tokens.js';
import { searchStatements } from './member-search.sql.js';
import type { MemberCardRow } from './profile-card.js';
import { ProfileCards } from './profile-cards.js';
import { SearchMembersQuery, type SearchResults } from './search.messages.js';

@QueryHandler(SearchMembersQuery)
export class SearchMembersHandler implements IQueryHandler<SearchMembersQuery, SearchResults> {
  constructor(
    @Inject(SQL) private readonly sql: SqlPort,
    private readonly access: MemberAccess,
    private readonly cards: ProfileCards,
  ) {}

  async execute({ request, filter }: SearchMembersQuery): Promise<SearchResults> {
    // The search runs for the member the cookie names while the session is checked: one round
    // trip's time, not two. A cookie that fails the check gets its answer recomputed.
    const claimed = this.access.claimedViewer(request);
    const [viewerId, found] = await Promise.all([this.access.browsingViewer(request), this.run(filter, claimed)]);
    const { rows, total, viewer } = viewerId === claimed ? found : await this.run(filter, viewerId);
    return { results: this.cards.toCards(rows, viewer), numResults: total, page: filter.page, page_size: SEARCH_PAGE_SIZE };
  }

  /** Page, total and the viewer's own position are independent: all three at once. */
  private async run(filter: SearchRequest, viewerId: string | undefined) {
    const { page, count } = searchStatements(filter, viewerId, this.cards.today());
    const [pageRows, countRows, viewer] = await Promise.all([
      this.sql.query<MemberCardRow>(page.text, page.params),
      this.sql.query<{ total: number }>(count.text, count.params),
      this.cards.viewer(viewerId),
    ]);
    return { rows: pageRows.rows, total: countRows.rows[0]?.total ?? 0, viewer };
  }
}
