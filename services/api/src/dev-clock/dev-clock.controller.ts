import { Controller, Delete, HttpCode, Inject, Post } from '@nestjs/common';
import { z } from 'zod';
import { CLOCK } from '../runtime/tokens.js';
import type { AdjustableClock } from './adjustable-clock.js';
import { ApiOperation, ApiResponse } from '@nestjs/swagger';
import { ValidBody } from '../http/validated-input.js';

/** Far enough for every deadline of the site (final deletion: 14 days), bounded so a typo cannot overflow a date. */
const advanceRequestSchema = z.object({ advance_days: z.number().min(0).max(3650) });
type AdvanceRequest = z.infer<typeof advanceRequestSchema>;

/** Only mounted with DEV_CLOCK=1 (embedded default and browser tests): moves the server's time. */
@Controller('dev/clock')
export class DevClockController {
  constructor(@Inject(CLOCK) private readonly clock: AdjustableClock) {}

  @ApiOperation({ summary: 'DEV_CLOCK=1 only: move the server clock forward (body { advance_days })' })
  @ApiResponse({ status: 200, description: '{ now }' })
  @Post()
  @HttpCode(200)
  advance(@ValidBody(advanceRequestSchema) body: AdvanceRequest): { now: string } {
    return { now: this.clock.advanceDays(body.advance_days).toISOString() };
  }

  @ApiOperation({ summary: 'DEV_CLOCK=1 only: put the server clock back' })
  @ApiResponse({ status: 200, description: '{ now }' })
  @Delete()
  reset(): { now: string } {
    return { now: this.clock.reset().toISOString() };
  }
}
