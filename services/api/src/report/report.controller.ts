import { Controller, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiResponse } from '@nestjs/swagger';
import { reportRequestSchema, type FiledReportView, type ReportRequest } from '@dating/domain';
import { CurrentSession, MemberSessionGuard, type MemberSession } from '../auth/member-session.guard.js';
import { RATE_LIMITS } from '../edge/rate-limit.policies.js';
import { RateLimited } from '../edge/rate-limited.decorator.js';
import { FileReportCommand } from './report.commands.js';
import { ValidBody } from '../http/validated-input.js';

@Controller('api')
@UseGuards(MemberSessionGuard)
export class ReportController {
  constructor(private readonly commands: CommandBus) {}

  @ApiOperation({ summary: 'Report a member to staff: a reason, an optional comment and up to 20 of their messages to me' })
  @ApiResponse({ status: 201, description: '{ report_id }: the report filed, or the open one filed before' })
  @ApiResponse({ status: 400, description: 'VALIDATION.INVALID_BODY | REPORT.SELF | REPORT.MESSAGE_UNKNOWN' })
  @ApiResponse({ status: 404, description: 'MEMBER.NOT_FOUND' })
  @Post('report.php')
  @RateLimited(RATE_LIMITS.reports)
  report(@CurrentSession() session: MemberSession, @ValidBody(reportRequestSchema) body: ReportRequest): Promise<FiledReportView> {
    return this.commands.execute<FileReportCommand, FiledReportView>(new FileReportCommand(session.memberId, body));
  }
}
