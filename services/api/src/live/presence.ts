import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { SqlPort } from '@dating/platform';
import { CLOCK, SQL, type Clock } from '../runtime/tokens.js';

/**
 * When each member last had a page open and when one last went away: request state, not facts for the log. The
 * notifications decide from it whether a member is around to see a message without a push or a mail.
 */
@Injectable()
export class Presence implements OnModuleInit {
  constructor(
    @Inject(SQL) private readonly sql: SqlPort,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.sql.query(
      `create table if not exists member_presence (member_id text primary key, page_seen_at timestamptz, page_hidden_at timestamptz)`,
    );
  }

  /** A page of the member is open (its event stream connected, or still connected). */
  async pageSeen(memberId: string): Promise<void> {
    await this.sql.query(
      `insert into member_presence (member_id, page_seen_at) values ($1, $2) on conflict (member_id) do update set page_seen_at = excluded.page_seen_at`,
      [memberId, this.clock.now()],
    );
  }

  /** A page of the member went away (hidden, closed or navigated off). */
  async pageHidden(memberId: string): Promise<void> {
    await this.sql.query(
      `insert into member_presence (member_id, page_hidden_at) values ($1, $2) on conflict (member_id) do update set page_hidden_at = excluded.page_hidden_at`,
      [memberId, this.clock.now()],
    );
  }
}
