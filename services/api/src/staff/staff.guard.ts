import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { accountDecider, accountStreamId, STAFF_ERRORS } from '@dating/domain';
import { EventSourcedRepository } from '@dating/platform';
import type { Request } from 'express';
import type { MemberSession } from '../auth/member-session.guard.js';
import { ApiError } from '../http/api-errors.js';

/** Staff sign in like members; this guard, placed after MemberSessionGuard, lets only those with the staff role through. */
@Injectable()
export class StaffGuard implements CanActivate {
  constructor(private readonly repository: EventSourcedRepository) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const session = context.switchToHttp().getRequest<Request & { memberSession?: MemberSession }>().memberSession;
    const account = session && (await this.repository.load(accountDecider, accountStreamId(session.memberId))).state;
    if (!account?.staff) throw new ApiError(STAFF_ERRORS.REQUIRED);
    return true;
  }
}
