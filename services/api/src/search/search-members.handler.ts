import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { SEARCH_PAGE_SIZE, type SearchResults } from '@dating/domain';
import type { PersonalFieldCipher, SqlPort } from '@dating/platform';
import { searchMembers } from '@dating/projections';
import { CLOCK, PERSONAL_FIELDS, SQL, type Clock } from '../runtime/tokens.js';
import { SearchMembersQuery } from './search.commands.js';

@QueryHandler(SearchMembersQuery)
export class SearchMembersHandler implements IQueryHandler<SearchMembersQuery, SearchResults> {
  constructor(
    @Inject(SQL) private readonly sql: SqlPort,
    @Inject(PERSONAL_FIELDS) private readonly personalFields: PersonalFieldCipher,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ viewerId, filter }: SearchMembersQuery): Promise<SearchResults> {
    const { cards, total, next, widened } = await searchMembers({ sql: this.sql, personalFields: this.personalFields }, filter, { viewerId, now: this.clock.now() });
    return { results: cards, numResults: total, page: filter.page, page_size: SEARCH_PAGE_SIZE, ...(next ? { next } : {}), ...(widened ? { widened } : {}) };
  }
}
