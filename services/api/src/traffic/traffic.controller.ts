import { Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiResponse } from '@nestjs/swagger';
import { pageBounceRequestSchema, pageBouncesQuerySchema, type PageBounceRequest, type PageBouncesQuery, type PageBouncesView } from '@dating/domain';
import { MemberSessionGuard } from '../auth/member-session.guard.js';
import { RateLimited } from '../edge/rate-limited.decorator.js';
import { RATE_LIMITS } from '../edge/rate-limit.policies.js';
import { StaffGuard } from '../staff/staff.guard.js';
import { GetPageBouncesQuery, RecordPageBounceCommand } from './traffic.commands.js';
import { ValidBody, ValidQuery } from '../http/validated-input.js';

/** Spec §4 "Query lb enables page-bounce logging": the beacon of visitors who left from their landing page. */
@Controller('api')
export class PageBounceController {
  constructor(private readonly commands: CommandBus) {}

  @ApiOperation({ summary: 'A visitor who came with lb left from the page they landed on (a beacon, no session needed)' })
  @ApiResponse({ status: 204, description: 'recorded (once per visit)' })
  @ApiResponse({ status: 400, description: 'VALIDATION.FAILED' })
  @Post('page-bounce.php')
  @HttpCode(204)
  @RateLimited(RATE_LIMITS.pageBounces)
  async record(@ValidBody(pageBounceRequestSchema) body: PageBounceRequest): Promise<void> {
    await this.commands.execute(new RecordPageBounceCommand(body));
  }
}

@Controller('api/staff')
@UseGuards(MemberSessionGuard, StaffGuard)
export class StaffPageBouncesController {
  constructor(private readonly queries: QueryBus) {}

  @ApiOperation({ summary: 'Bounces per day, landing page and traffic source, from and to (UTC days, staff)' })
  @ApiResponse({ status: 200, description: '{ bounces }' })
  @ApiResponse({ status: 403, description: 'STAFF.REQUIRED' })
  @Get('page-bounces.php')
  async bounces(@ValidQuery(pageBouncesQuerySchema) query: PageBouncesQuery): Promise<{ bounces: PageBouncesView[] }> {
    return { bounces: await this.queries.execute<GetPageBouncesQuery, PageBouncesView[]>(new GetPageBouncesQuery(query)) };
  }
}
