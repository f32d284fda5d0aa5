import { Controller, Get, Query, Req, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { searchRequestSchema, similarRequestSchema, type SearchRequest, type SimilarRequest } from '@dating/domain';
import type { Request } from 'express';
import { CurrentSession, MemberSessionGuard, type MemberSession } from '../auth/member-session.guard.js';
import type { ProfileCard } from './profile-card.js';
import { SearchFilterPipe } from './search-filter.pipe.js';
import { MatchFinderQuery, SearchMembersQuery, SimilarMembersQuery, type SearchResults } from './search.messages.js';

@Controller('api')
export class SearchController {
  constructor(private readonly queries: QueryBus) {}

  @Get('search.php')
  search(@Req() request: Request, @Query(new SearchFilterPipe(searchRequestSchema)) filter: SearchRequest): Promise<SearchResults> {
    return this.queries.execute(new SearchMembersQuery(request, filter));
  }

  @Get('similar.php')
  async similar(@Req() request: Request, @Query(new SearchFilterPipe(similarRequestSchema)) query: SimilarRequest): Promise<{ results: ProfileCard[]; count: number }> {
    const results = await this.queries.execute<SimilarMembersQuery, ProfileCard[]>(new SimilarMembersQuery(request, query.id));
    return { results, count: results.length };
  }

  @Get('match-finder.php')
  @UseGuards(MemberSessionGuard)
  async matchFinder(@CurrentSession() session: MemberSession): Promise<{ results: ProfileCard[] }> {
    return { results: await this.queries.execute<MatchFinderQuery, ProfileCard[]>(new MatchFinderQuery(session.member.memberId)) };
  }
}
