import type { SearchRequest } from '@dating/domain';
import type { Request } from 'express';
import type { ProfileCard } from './profile-card.js';

export class SearchMembersQuery {
  constructor(
    readonly request: Request,
    readonly filter: SearchRequest,
  ) {}
}

export class SimilarMembersQuery {
  constructor(
    readonly request: Request,
    readonly memberId: string,
  ) {}
}

export class MatchFinderQuery {
  constructor(readonly memberId: string) {}
}

export interface SearchResults {
  results: ProfileCard[];
  numResults: number;
  page: number;
  page_size: number;
}
