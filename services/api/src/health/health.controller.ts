import { Controller, Get, Inject } from '@nestjs/common';
import type { SqlPort } from '@dating/platform';
import { SQL } from '../runtime/tokens.js';

@Controller('health')
export class HealthController {
  constructor(@Inject(SQL) private readonly sql: SqlPort) {}

  @Get()
  async health(): Promise<{ status: 'ok' }> {
    await this.sql.query('select 1');
    return { status: 'ok' };
  }
}
