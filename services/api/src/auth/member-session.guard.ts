import { createParamDecorator, Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { SessionStore } from '@dating/platform';
import type { Request } from 'express';
import { API_ERRORS, ApiError } from '../http/api-errors.js';
import { CLOCK, type Clock } from '../runtime/tokens.js';
import { parseSessionToken, sessionHash } from './secret-digests.js';
import { readSessionCookie } from './session-cookie.js';

export interface MemberSession {
  readonly memberId: string;
  readonly sessionHash: string;
}

type RequestWithSession = Request & { memberSession?: MemberSession };

const BEARER = /^Bearer +(\S+)$/i;

/**
 * The session token a request presents: an API client that keeps no cookies sends the one its login gave it as
 * `Authorization: Bearer`, the site's pages the auth.session cookie. The same table checks both, so logout, a password
 * change and erasure end either, and the rate limits count either by its member.
 */
const presentedToken = (request: Request): string | undefined => BEARER.exec(request.headers.authorization ?? '')?.[1] ?? readSessionCookie(request);

/** Resolves the session token with one indexed lookup in the session table; a logout or expiry counts at once. */
@Injectable()
export class MemberSessions {
  private readonly resolved = new WeakMap<Request, Promise<MemberSession | undefined>>();

  constructor(
    private readonly sessions: SessionStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The member the session token names, before anything is checked: never to be trusted alone. */
  claimedMemberId(request: Request): string | undefined {
    return parseSessionToken(presentedToken(request))?.memberId;
  }

  /** Looked up once per request: the rate limit and the guard of one endpoint both ask. */
  resolve(request: Request): Promise<MemberSession | undefined> {
    let resolved = this.resolved.get(request);
    if (!resolved) {
      resolved = this.lookUp(request);
      this.resolved.set(request, resolved);
    }
    return resolved;
  }

  private async lookUp(request: Request): Promise<MemberSession | undefined> {
    const parsed = parseSessionToken(presentedToken(request));
    if (!parsed) return undefined;
    const hash = sessionHash(parsed.token);
    const open = await this.sessions.find(hash, this.clock.now());
    // The token names its member: a hash found under another member is no session of this one.
    return open?.memberId === parsed.memberId ? { memberId: open.memberId, sessionHash: hash } : undefined;
  }
}

/** Protects an endpoint: without an open session the caller gets 403 with `authentication_required`. */
@Injectable()
export class MemberSessionGuard implements CanActivate {
  constructor(private readonly sessions: MemberSessions) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<RequestWithSession>();
    request.memberSession = await this.sessions.resolve(request);
    if (!request.memberSession) throw new ApiError(API_ERRORS.AUTHENTICATION_REQUIRED);
    return true;
  }
}

export const CurrentSession = createParamDecorator(
  (_data: unknown, context: ExecutionContext): MemberSession => context.switchToHttp().getRequest<RequestWithSession>().memberSession!,
);
