import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { ReadinessCheck, ReadinessReport, SqlPort } from '@dating/platform';
import type { Response } from 'express';
import { READINESS, SQL } from '../runtime/tokens.js';

/** Probes for the platform: liveness restarts a stuck process, readiness takes one out of the load balancer. */
@Controller('health')
export class HealthController {
  constructor(
    @Inject(SQL) private readonly sql: SqlPort,
    @Inject(READINESS) private readonly readiness: ReadinessCheck,
  ) {}

  /** The spec's check: answers once the database does. */
  @Get()
  async health(): Promise<{ status: 'ok' }> {
    await this.sql.query('select 1');
    return { status: 'ok' };
  }

  /** The process runs and its event loop turns; no dependency is asked, so an outage elsewhere restarts nothing. */
  @Get('live')
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /** 503 naming the dependency that does not answer (database, Redis when used). */
  @Get('ready')
  async ready(@Res({ passthrough: true }) response: Response): Promise<ReadinessReport> {
    const report = await this.readiness.check();
    if (!report.ready) response.status(503);
    return report;
  }
}
