import type { SearchRequest } from '@dating/domain';

/** Viewer ids are null for a visitor the site lets browse. */
export class SearchMembersQuery {
  constructor(
    readonly viewerId: string | null,
    readonly filter: SearchRequest,
  ) {}
}

export class SimilarMembersQuery {
  constructor(
    readonly viewerId: string | null,
    readonly memberId: string,
  ) {}
}

export class MatchFinderQuery {
  constructor(readonly memberId: string) {}
}
