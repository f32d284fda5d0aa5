import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { MemberSessions } from '../auth/member-session.guard.js';
import { GetCurrentUserQuery } from './member.messages.js';
import type { UserView } from './user.view.js';
import { UserViews } from './user-views.js';

@QueryHandler(GetCurrentUserQuery)
export class GetCurrentUserHandler implements IQueryHandler<GetCurrentUserQuery, UserView | null> {
  constructor(
    private readonly sessions: MemberSessions,
    private readonly users: UserViews,
  ) {}

  async execute({ request }: GetCurrentUserQuery): Promise<UserView | null> {
    const session = await this.sessions.resolve(request);
    return session ? this.users.of(session.member) : null;
  }
}
