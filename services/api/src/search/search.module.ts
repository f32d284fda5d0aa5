import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { MatchFinderHandler } from './match-finder.handler.js';
import { SearchMembersHandler } from './search-members.handler.js';
import { SearchController } from './search.controller.js';
import { SimilarMembersHandler } from './similar-members.handler.js';

@Module({
  imports: [AuthModule],
  controllers: [SearchController],
  providers: [SearchMembersHandler, SimilarMembersHandler, MatchFinderHandler],
})
export class SearchModule {}
