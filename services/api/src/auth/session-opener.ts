import { Inject, Injectable } from '@nestjs/common';
import { addHours, SESSION_LIFETIME_DAYS } from '@dating/domain';
import { SessionStore } from '@dating/platform';
import { CLOCK, type Clock } from '../runtime/tokens.js';
import { createSessionToken, sessionHash } from './secret-digests.js';

/** Opens a session for a member whose identity was just proven (login, signup, password reset): returns its token. */
@Injectable()
export class SessionOpener {
  constructor(
    private readonly sessions: SessionStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async open(memberId: string): Promise<string> {
    const token = createSessionToken(memberId);
    const now = this.clock.now();
    await this.sessions.open(sessionHash(token), memberId, now, new Date(addHours(now.toISOString(), SESSION_LIFETIME_DAYS * 24)));
    return token;
  }
}
