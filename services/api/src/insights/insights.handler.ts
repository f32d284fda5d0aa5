import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { InsightsView } from '@dating/domain';
import { GetInsightsQuery } from './insights.queries.js';
import { LakeInsights } from './lake-insights.js';

@QueryHandler(GetInsightsQuery)
export class InsightsHandler implements IQueryHandler<GetInsightsQuery, InsightsView> {
  constructor(private readonly lake: LakeInsights) {}

  execute({ query }: GetInsightsQuery): Promise<InsightsView> {
    return this.lake.insights(query);
  }
}
