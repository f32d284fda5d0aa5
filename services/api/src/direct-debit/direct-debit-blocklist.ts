import { createHmac } from 'node:crypto';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { SqlPort } from '@dating/platform';
import { APP_SECRET, SQL } from '../runtime/tokens.js';

export type BlockedKind = 'iban' | 'phone';

/**
 * IBANs and phone numbers staff have shut out of direct debit, kept as keyed digests (HMAC with the app secret):
 * the list can be matched against but never read back as account numbers.
 */
@Injectable()
export class DirectDebitBlocklist implements OnModuleInit {
  constructor(
    @Inject(SQL) private readonly sql: SqlPort,
    @Inject(APP_SECRET) private readonly secret: string,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.sql.query(`CREATE TABLE IF NOT EXISTS direct_debit_blocks (
      digest text PRIMARY KEY,
      kind text NOT NULL,
      blocked_by text NOT NULL,
      blocked_at timestamptz NOT NULL DEFAULT now()
    )`);
  }

  digest(kind: BlockedKind, value: string): string {
    return createHmac('sha256', this.secret).update(`direct-debit-${kind}:${value}`).digest('base64url');
  }

  async block(kind: BlockedKind, value: string, staffId: string): Promise<void> {
    await this.sql.query('INSERT INTO direct_debit_blocks (digest, kind, blocked_by) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [this.digest(kind, value), kind, staffId]);
  }

  async anyBlocked(digests: readonly string[]): Promise<boolean> {
    const { rows } = await this.sql.query('SELECT 1 FROM direct_debit_blocks WHERE digest = ANY($1) LIMIT 1', [digests]);
    return rows.length > 0;
  }
}
