import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { MemberSessions } from '../auth/member-session.guard.js';
import { SiteResolver } from '../settings/site-resolver.js';
import { GetCurrentUserQuery } from './member.messages.js';
import { toUserView, type UserView } from './user.view.js';

@QueryHandler(GetCurrentUserQuery)
export class GetCurrentUserHandler implements IQueryHandler<GetCurrentUserQuery, UserView | null> {
  constructor(
    private readonly sessions: MemberSessions,
    private readonly sites: SiteResolver,
  ) {}

  async execute({ request }: GetCurrentUserQuery): Promise<UserView | null> {
    const session = await this.sessions.resolve(request);
    return session ? toUserView(session.member, this.sites.forHost(session.member.domain)) : null;
  }
}
