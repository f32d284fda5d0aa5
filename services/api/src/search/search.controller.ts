import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { searchRequestSchema, similarRequestSchema, type ProfileCard, type SearchRequest, type SearchResults, type SimilarRequest, type SimilarResults } from '@dating/domain';
import { CurrentSession, MemberSessionGuard, type MemberSession } from '../auth/member-session.guard.js';
import { Viewer, ViewerGuard } from '../auth/viewer.guard.js';
import { SearchFilterPipe } from './search-filter.pipe.js';
import { MatchFinderQuery, SearchMembersQuery, SimilarMembersQuery } from './search.messages.js';
import { RateLimited } from '../edge/rate-limited.decorator.js';
import { RATE_LIMITS } from '../edge/rate-limit.policies.js';

@Controller('api')
export class SearchController {
  constructor(private readonly queries: QueryBus) {}

  @Get('search.php')
  @RateLimited(RATE_LIMITS.search)
  @UseGuards(ViewerGuard)
  search(@Viewer() viewerId: string | null, @Query(new SearchFilterPipe(searchRequestSchema)) filter: SearchRequest): Promise<SearchResults> {
    return this.queries.execute(new SearchMembersQuery(viewerId, filter));
  }

  @Get('similar.php')
  @RateLimited(RATE_LIMITS.search)
  @UseGuards(ViewerGuard)
  async similar(@Viewer() viewerId: string | null, @Query(new SearchFilterPipe(similarRequestSchema)) query: SimilarRequest): Promise<SimilarResults> {
    const results = await this.queries.execute<SimilarMembersQuery, ProfileCard[]>(new SimilarMembersQuery(viewerId, query.id));
    return { results, count: results.length };
  }

  @Get('match-finder.php')
  @RateLimited(RATE_LIMITS.search)
  @UseGuards(MemberSessionGuard)
  async matchFinder(@CurrentSession() session: MemberSession): Promise<{ results: ProfileCard[] }> {
    return { results: await this.queries.execute<MatchFinderQuery, ProfileCard[]>(new MatchFinderQuery(session.memberId)) };
  }
}
