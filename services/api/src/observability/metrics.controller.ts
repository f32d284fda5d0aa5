import { Controller, Get, Headers, Inject, NotFoundException, Res } from '@nestjs/common';
import type { AppConfig, SiteMetrics } from '@dating/platform';
import type { Response } from 'express';
import { API_ERRORS, ApiError } from '../http/api-errors.js';
import { APP_CONFIG, METRICS } from '../runtime/tokens.js';
import { ApiOperation, ApiResponse } from '@nestjs/swagger';

/** Prometheus scrapes here. Production serves it only to the bearer of METRICS_TOKEN (and not at all without one). */
@Controller('metrics')
export class MetricsController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(METRICS) private readonly metrics: SiteMetrics,
  ) {}

  @ApiOperation({ summary: 'Prometheus metrics (Authorization: Bearer METRICS_TOKEN)' })
  @ApiResponse({ status: 200, description: 'text exposition format' })
  @ApiResponse({ status: 403, description: 'AUTH.AUTHENTICATION_REQUIRED' })
  @ApiResponse({ status: 404, description: 'production without METRICS_TOKEN' })
  @Get()
  async scrape(@Headers('authorization') authorization: string | undefined, @Res() response: Response): Promise<void> {
    const { embedded, metricsToken } = this.config;
    if (!embedded && !metricsToken) throw new NotFoundException();
    if (metricsToken && authorization !== `Bearer ${metricsToken}`) throw new ApiError(API_ERRORS.AUTHENTICATION_REQUIRED);
    response.setHeader('Content-Type', this.metrics.registry.contentType);
    response.setHeader('Cache-Control', 'no-store');
    response.send(await this.metrics.registry.metrics());
  }
}
