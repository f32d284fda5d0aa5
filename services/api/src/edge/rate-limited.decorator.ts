import { applyDecorators, Inject, Injectable, SetMetadata, UseGuards, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { RateLimiter } from '@dating/platform';
import type { Request, Response } from 'express';
import { MemberSessions } from '../auth/member-session.guard.js';
import { API_ERRORS, ApiError } from '../http/api-errors.js';
import { sourceAddress } from '../http/source-address.js';
import { RATE_LIMITER } from '../runtime/tokens.js';
import type { EdgeRateLimit } from './rate-limit.policies.js';

const RATE_LIMITS_KEY = Symbol('rate limits');

/** Counts each call against every given limit; over any of them the caller gets 429 with `REQUEST.RATE_LIMITED`. */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: MemberSessions,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const limits = this.reflector.get<readonly EdgeRateLimit[]>(RATE_LIMITS_KEY, context.getHandler()) ?? [];
    const request = context.switchToHttp().getRequest<Request>();
    for (const limit of limits) {
      if (limit.counts && !limit.counts(request)) continue;
      const key = limit.per === 'source' ? sourceAddress(request) : (await this.sessions.resolve(request))?.memberId;
      // No member: the endpoint's session guard refuses the call; counting it against a claimed id would let anyone lock a member out.
      if (key === undefined) continue;
      const verdict = await this.limiter.consume(limit, key);
      if (!verdict.allowed) {
        context.switchToHttp().getResponse<Response>().setHeader('Retry-After', String(verdict.retryAfterSeconds));
        throw new ApiError(API_ERRORS.RATE_LIMITED, undefined, { seconds: verdict.retryAfterSeconds });
      }
    }
    return true;
  }
}

export const RateLimited = (...limits: readonly EdgeRateLimit[]) => applyDecorators(SetMetadata(RATE_LIMITS_KEY, limits), UseGuards(RateLimitGuard));
