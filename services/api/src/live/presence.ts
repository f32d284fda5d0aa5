import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { migrateMemberPresence, recordPageHidden, recordPagesSeen, type SqlPort } from '@dating/platform';
import { CLOCK, SQL, type Clock } from '../runtime/tokens.js';

/** Records when a member's pages are open and when one went away; the notifications decide from it whether to push or mail. */
@Injectable()
export class Presence implements OnModuleInit {
  constructor(
    @Inject(SQL) private readonly sql: SqlPort,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async onModuleInit(): Promise<void> {
    await migrateMemberPresence(this.sql);
  }

  /** A page of each member is open (its event stream connected, or still connected). */
  async pagesSeen(memberIds: readonly string[]): Promise<void> {
    await recordPagesSeen(this.sql, memberIds, this.clock.now());
  }

  /** A page of the member went away (hidden, closed or navigated off). */
  async pageHidden(memberId: string): Promise<void> {
    await recordPageHidden(this.sql, memberId, this.clock.now());
  }
}
