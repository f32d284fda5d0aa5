import { createHash, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { AppConfig } from '@dating/platform';
import type { Request } from 'express';
import { API_ERRORS, ApiError } from '../http/api-errors.js';
import { APP_CONFIG } from '../runtime/tokens.js';

// Equal-length digests let timingSafeEqual compare secrets of any length without revealing how much matched.
const digestOf = (value: string): Buffer => createHash('sha256').update(value).digest();

export const bearerMatches = (authorization: string | undefined, secret: string | undefined): boolean => {
  const presented = /^Bearer (.+)$/i.exec(authorization ?? '')?.[1];
  if (!secret || !presented) return false;
  return timingSafeEqual(digestOf(presented), digestOf(secret));
};

/** The mail provider's webhook: only a caller with MAIL_WEBHOOK_SECRET may stop mail to a member; without one, nobody. */
@Injectable()
export class MailWebhookGuard implements CanActivate {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    if (!bearerMatches(request.headers.authorization, this.config.mailWebhookSecret)) throw new ApiError(API_ERRORS.MAIL_EVENTS_UNAUTHORIZED);
    return true;
  }
}
