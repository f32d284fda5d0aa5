import { Injectable } from '@nestjs/common';
import type { UserView } from '@dating/domain';
import type { Request } from 'express';
import { MemberSessions } from '../auth/member-session.guard.js';
import { UserViews } from './user-views.js';

/** Who a request's session cookie logs in, or null: asked by GET /api/user.php and by the pages the server renders. */
@Injectable()
export class CurrentUsers {
  constructor(
    private readonly sessions: MemberSessions,
    private readonly users: UserViews,
  ) {}

  async of(request: Request): Promise<UserView | null> {
    const claimed = this.sessions.claimedMemberId(request);
    if (!claimed) return null;
    // The cookie names its member, so the user is read while the session is checked; it is shown only if that holds.
    const [session, user] = await Promise.all([this.sessions.resolve(request), this.users.find(claimed)]);
    return session ? user : null;
  }
}
