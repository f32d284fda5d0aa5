import { createParamDecorator, Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { hasOpenSession, memberDecider, memberStreamId, type ActiveMember } from '@dating/domain';
import type { Request } from 'express';
import { EventSourcedRepository } from '../event-sourcing/event-sourced.repository.js';
import { API_ERRORS, ApiError } from '../http/api-errors.js';
import { CLOCK, type Clock } from '../runtime/tokens.js';
import { parseSessionToken, sessionHash } from './secret-digests.js';
import { readSessionCookie } from './session-cookie.js';

export interface MemberSession {
  readonly member: ActiveMember;
  readonly sessionHash: string;
}

type RequestWithSession = Request & { memberSession?: MemberSession };

/** Resolves the session cookie against the member's own stream, so a logout or expiry counts immediately. */
@Injectable()
export class MemberSessions {
  constructor(
    private readonly repository: EventSourcedRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async resolve(request: Request): Promise<MemberSession | undefined> {
    const parsed = parseSessionToken(readSessionCookie(request));
    if (!parsed) return undefined;
    const { state } = await this.repository.load(memberDecider, memberStreamId(parsed.memberId));
    const hash = sessionHash(parsed.token);
    return hasOpenSession(state, hash, this.clock.now().toISOString()) ? { member: state, sessionHash: hash } : undefined;
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
