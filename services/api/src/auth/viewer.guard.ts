import { createParamDecorator, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { mayVisitorBrowse } from '@dating/domain';
import { API_ERRORS, ApiError } from '../http/api-errors.js';
import { SiteResolver } from '../settings/site-resolver.js';
import { MemberSessions } from './member-session.guard.js';

/** A visitor from a traffic source carries its `network` in the query string or in this cookie. */
const TRAFFIC_SOURCE_PARAM = 'network';

/** The member id of who looks at members, profiles and photos; null for a visitor. */
type RequestWithViewer = Request & { viewerId?: string | null };

const trafficSourceOf = (request: Request): string | undefined => {
  const fromQuery = request.query[TRAFFIC_SOURCE_PARAM];
  const fromCookie = (request.cookies as Record<string, string> | undefined)?.[TRAFFIC_SOURCE_PARAM];
  return (typeof fromQuery === 'string' && fromQuery) || fromCookie || undefined;
};

/**
 * Guards the routes that show members (lists, profiles, photo files): resolves the session once, so
 * handlers get a viewer id and never the request. Spec §7: a logged-out visitor browses only where the
 * site's `logged_out_search` (or its traffic-source variant) allows, else 403 AUTH.AUTHENTICATION_REQUIRED.
 */
@Injectable()
export class ViewerGuard implements CanActivate {
  constructor(
    private readonly sessions: MemberSessions,
    private readonly sites: SiteResolver,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<RequestWithViewer>();
    const session = await this.sessions.resolve(request);
    if (!session && !this.visitorMayBrowse(request)) throw new ApiError(API_ERRORS.AUTHENTICATION_REQUIRED);
    request.viewerId = session ? session.memberId : null;
    return true;
  }

  private visitorMayBrowse(request: Request): boolean {
    return mayVisitorBrowse(this.sites.forHost(request.hostname), trafficSourceOf(request));
  }
}

/** `@Viewer() viewerId: string | null`: the member ViewerGuard resolved, or null for a visitor the site lets browse. */
export const Viewer = createParamDecorator((_data: unknown, context: ExecutionContext): string | null => {
  const { viewerId } = context.switchToHttp().getRequest<RequestWithViewer>();
  // Only reachable when a route forgot the guard: fail loudly rather than treat a member as a visitor.
  if (viewerId === undefined) throw new Error('@Viewer() needs @UseGuards(ViewerGuard)');
  return viewerId;
});
