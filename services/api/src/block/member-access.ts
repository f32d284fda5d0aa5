import { Injectable } from '@nestjs/common';
import { blockDecider, blockStreamId, hasBlocked } from '@dating/domain';
import type { Request } from 'express';
import { MemberSessions } from '../auth/member-session.guard.js';
import { parseSessionToken } from '../auth/secret-digests.js';
import { readSessionCookie } from '../auth/session-cookie.js';
import { EventSourcedRepository } from '../event-sourcing/event-sourced.repository.js';
import { API_ERRORS, ApiError } from '../http/api-errors.js';
import { SiteResolver } from '../settings/site-resolver.js';

export const MEMBER_ACCESS = {
  OK: 'ok',
  BLOCKED_BY_TARGET: 'blocked_by_target',
  BLOCKED_BY_VIEWER: 'blocked_by_viewer',
} as const;
export type MemberAccessResult = (typeof MEMBER_ACCESS)[keyof typeof MEMBER_ACCESS];

/** A visitor from a traffic source carries its `network` in the query string or in this cookie. */
export const TRAFFIC_SOURCE_PARAM = 'network';

const trafficSourceOf = (request: Request): string | undefined => {
  const fromQuery = request.query[TRAFFIC_SOURCE_PARAM];
  const fromCookie = (request.cookies as Record<string, string> | undefined)?.[TRAFFIC_SOURCE_PARAM];
  return (typeof fromQuery === 'string' && fromQuery) || fromCookie || undefined;
};

/**
 * The one place that decides who may see a member's profile, photos and lists. Blocks are read from
 * both block streams, not the read model, so a block counts from the very next request.
 */
@Injectable()
export class MemberAccess {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly sites: SiteResolver,
    private readonly sessions: MemberSessions,
  ) {}

  async canView(viewerId: string | undefined, targetId: string): Promise<MemberAccessResult> {
    // A logged-out visitor has no block list, and nobody can block themselves.
    if (viewerId === undefined || viewerId === targetId) return MEMBER_ACCESS.OK;
    const [targetBlocks, viewerBlocks] = await Promise.all([
      this.repository.load(blockDecider, blockStreamId(targetId)),
      this.repository.load(blockDecider, blockStreamId(viewerId)),
    ]);
    if (hasBlocked(targetBlocks.state, viewerId)) return MEMBER_ACCESS.BLOCKED_BY_TARGET;
    if (hasBlocked(viewerBlocks.state, targetId)) return MEMBER_ACCESS.BLOCKED_BY_VIEWER;
    return MEMBER_ACCESS.OK;
  }

  /**
   * The member browsing (undefined for a visitor allowed to browse logged out); a visitor who may
   * not gets 403 AUTH.AUTHENTICATION_REQUIRED.
   */
  async browsingViewer(request: Request): Promise<string | undefined> {
    const session = await this.sessions.resolve(request);
    if (session) return session.member.memberId;
    if (!this.visitorMayBrowse(request)) throw new ApiError(API_ERRORS.AUTHENTICATION_REQUIRED);
    return undefined;
  }

  /**
   * The member the session cookie names, NOT yet verified: lets a list query start while
   * browsingViewer checks the session. Use its results only if browsingViewer agrees.
   */
  claimedViewer(request: Request): string | undefined {
    return parseSessionToken(readSessionCookie(request))?.memberId;
  }

  /** Spec §7: a logged-out visitor browses members only where `logged_out_search` (or its traffic-source variant) allows. */
  visitorMayBrowse(request: Request): boolean {
    const site = this.sites.forHost(request.hostname);
    return site.logged_out_search || (site.logged_out_search_trafficsource && trafficSourceOf(request) !== undefined);
  }
}
