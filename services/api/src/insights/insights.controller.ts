import { Controller, Get, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiResponse } from '@nestjs/swagger';
import { insightsQuerySchema, type InsightsQuery, type InsightsView } from '@dating/domain';
import { MemberSessionGuard } from '../auth/member-session.guard.js';
import { ValidQuery } from '../http/validated-input.js';
import { StaffGuard } from '../staff/staff.guard.js';
import { GetInsightsQuery } from './insights.queries.js';

@Controller('api/staff')
@UseGuards(MemberSessionGuard, StaffGuard)
export class InsightsController {
  constructor(private readonly queries: QueryBus) {}

  @ApiOperation({ summary: 'Funnel, retention, revenue, messaging and moderation from the analytic lake, from and to (UTC days), by site, country and language (staff)' })
  @ApiResponse({ status: 200, description: 'InsightsView; every figure counting fewer than 10 members is null' })
  @ApiResponse({ status: 400, description: 'VALIDATION.FAILED' })
  @ApiResponse({ status: 403, description: 'STAFF.REQUIRED' })
  @Get('insights.php')
  insights(@ValidQuery(insightsQuerySchema) query: InsightsQuery): Promise<InsightsView> {
    return this.queries.execute<GetInsightsQuery, InsightsView>(new GetInsightsQuery(query));
  }
}
