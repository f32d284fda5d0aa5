import { Body, Controller, Delete, HttpCode, Inject, Post } from '@nestjs/common';
import { z } from 'zod';
import { ZodBodyPipe } from '../http/zod-body.pipe.js';
import { CLOCK } from '../runtime/tokens.js';
import type { AdjustableClock } from './adjustable-clock.js';

/** Far enough for every deadline of the site (final deletion: 14 days), bounded so a typo cannot overflow a date. */
const advanceRequestSchema = z.object({ advance_days: z.number().min(0).max(3650) });
type AdvanceRequest = z.infer<typeof advanceRequestSchema>;

/** Only mounted with DEV_CLOCK=1 (embedded default and browser tests): moves the server's time. */
@Controller('dev/clock')
export class DevClockController {
  constructor(@Inject(CLOCK) private readonly clock: AdjustableClock) {}

  @Post()
  @HttpCode(200)
  advance(@Body(new ZodBodyPipe(advanceRequestSchema)) body: AdvanceRequest): { now: string } {
    return { now: this.clock.advanceDays(body.advance_days).toISOString() };
  }

  @Delete()
  reset(): { now: string } {
    return { now: this.clock.reset().toISOString() };
  }
}
