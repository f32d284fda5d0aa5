import { Controller, Get, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { searchRequestSchema, similarRequestSchema, type ProfileCard, type SearchRequest, type SearchResults, type SimilarRequest, type SimilarResults } from '@dating/domain';
import { CurrentSession, MemberSessionGuard, type MemberSession } from '../auth/member-session.guard.js';
import { Viewer, ViewerGuard } from '../auth/viewer.guard.js';
import { searchFilterPipe } from './search-filter.pipe.js';
import { MatchFinderQuery, SearchMembersQuery, SimilarMembersQuery } from './search.commands.js';
import { RateLimited } from '../edge/rate-limited.decorator.js';
import { RATE_LIMITS } from '../edge/rate-limit.policies.js';
import { ApiOperation, ApiResponse } from '@nestjs/swagger';
import { ValidQuery } from '../http/validated-input.js';

@Controller('api')
export class SearchController {
  constructor(private readonly queries: QueryBus) {}

  @ApiOperation({ summary: 'Search members' })
  @ApiResponse({ status: 200, description: '{ results, numResults, page, page_size, widened? }: widened names what a search that found few widened' })
  @ApiResponse({ status: 400, description: 'SEARCH.INVALID_FILTER' })
  @Get('search.php')
  @RateLimited(RATE_LIMITS.search)
  @UseGuards(ViewerGuard)
  search(@Viewer() viewerId: string | null, @ValidQuery(searchFilterPipe(searchRequestSchema)) filter: SearchRequest): Promise<SearchResults> {
    return this.queries.execute(new SearchMembersQuery(viewerId, filter));
  }

  @ApiOperation({ summary: 'Profiles similar to a member' })
  @ApiResponse({ status: 200, description: '{ results, count }' })
  @Get('similar.php')
  @RateLimited(RATE_LIMITS.search)
  @UseGuards(ViewerGuard)
  async similar(@Viewer() viewerId: string | null, @ValidQuery(searchFilterPipe(similarRequestSchema)) query: SimilarRequest): Promise<SimilarResults> {
    const results = await this.queries.execute<SimilarMembersQuery, ProfileCard[]>(new SimilarMembersQuery(viewerId, query.id));
    return { results, count: results.length };
  }

  @ApiOperation({ summary: 'Compatible members, nearest first' })
  @ApiResponse({ status: 200, description: '{ results }' })
  @Get('match-finder.php')
  @RateLimited(RATE_LIMITS.search)
  @UseGuards(MemberSessionGuard)
  async matchFinder(@CurrentSession() session: MemberSession): Promise<{ results: ProfileCard[] }> {
    return { results: await this.queries.execute<MatchFinderQuery, ProfileCard[]>(new MatchFinderQuery(session.memberId)) };
  }
}
