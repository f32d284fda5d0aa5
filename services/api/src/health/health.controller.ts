import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { ReadinessCheck, ReadinessReport, SqlPort } from '@dating/platform';
import type { Response } from 'express';
import { READINESS, SQL } from '../runtime/tokens.js';
import { ApiOperation, ApiResponse } from '@nestjs/swagger';

/** Probes for the platform: liveness restarts a stuck process, readiness takes one out of the load balancer. */
@Controller('health')
export class HealthController {
  constructor(
    @Inject(SQL) private readonly sql: SqlPort,
    @Inject(READINESS) private readonly readiness: ReadinessCheck,
  ) {}

  /** The spec's check: answers once the database does. */
  @ApiOperation({ summary: 'Liveness and database reachability' })
  @ApiResponse({ status: 200, description: '{ status: ok }' })
  @Get()
  async health(): Promise<{ status: 'ok' }> {
    await this.sql.query('select 1');
    return { status: 'ok' };
  }

  /** The process runs and its event loop turns; no dependency is asked, so an outage elsewhere restarts nothing. */
  @ApiOperation({ summary: 'Liveness: the process serves (no dependency asked)' })
  @ApiResponse({ status: 200, description: '{ status: ok }' })
  @Get('live')
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /** 503 naming the dependency that does not answer (database, Redis when used). */
  @ApiOperation({ summary: 'Readiness: the database and Redis (when used) answer' })
  @ApiResponse({ status: 200, description: '{ ready: true, checks }' })
  @ApiResponse({ status: 503, description: '{ ready: false, checks } naming what is down' })
  @Get('ready')
  async ready(@Res({ passthrough: true }) response: Response): Promise<ReadinessReport> {
    const report = await this.readiness.check();
    if (!report.ready) response.status(503);
    return report;
  }
}
