import type { InsightsQuery } from '@dating/domain';

export class GetInsightsQuery {
  constructor(readonly query: InsightsQuery) {}
}
