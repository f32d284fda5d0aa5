import { Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiResponse } from '@nestjs/swagger';
import { reportDecisionRequestSchema, type OpenReportView, type ReportDecisionRequest } from '@dating/domain';
import { CurrentSession, MemberSessionGuard, type MemberSession } from '../auth/member-session.guard.js';
import { StaffGuard } from '../staff/staff.guard.js';
import type { DecidedReport } from './decide-report.handler.js';
import { DecideReportCommand, GetOpenReportsQuery } from './report.commands.js';
import { ValidBody } from '../http/validated-input.js';

@Controller('api/staff')
@UseGuards(MemberSessionGuard, StaffGuard)
export class StaffReportsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @ApiOperation({ summary: 'Open reports, newest first, with both members and the reported messages (staff)' })
  @ApiResponse({ status: 200, description: '{ reports }' })
  @ApiResponse({ status: 403, description: 'STAFF.REQUIRED' })
  @Get('reports.php')
  async queue(): Promise<{ reports: OpenReportView[] }> {
    return { reports: await this.queries.execute<GetOpenReportsQuery, OpenReportView[]>(new GetOpenReportsQuery()) };
  }

  @ApiOperation({ summary: 'Dismiss a report, warn or ban the reported member (staff); a ban logs them out and refunds their held messages' })
  @ApiResponse({ status: 200, description: '{ report_id, decision }' })
  @ApiResponse({ status: 403, description: 'STAFF.REQUIRED' })
  @ApiResponse({ status: 404, description: 'REPORT.NOT_FOUND' })
  @ApiResponse({ status: 409, description: 'REPORT.ALREADY_DECIDED' })
  @Post('report-decision.php')
  @HttpCode(200)
  decide(@CurrentSession() session: MemberSession, @ValidBody(reportDecisionRequestSchema) body: ReportDecisionRequest): Promise<DecidedReport> {
    return this.commands.execute<DecideReportCommand, DecidedReport>(new DecideReportCommand(session.memberId, body));
  }
}
