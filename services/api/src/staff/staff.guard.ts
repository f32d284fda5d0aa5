import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { STAFF_ERRORS } from '@dating/domain';
import type { Request } from 'express';
import type { MemberSession } from '../auth/member-session.guard.js';
import { ApiError } from '../http/api-errors.js';

/** Staff sign in like members; this guard, placed after MemberSessionGuard, lets only those with the staff role through. */
@Injectable()
export class StaffGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const session = context.switchToHttp().getRequest<Request & { memberSession?: MemberSession }>().memberSession;
    if (!session?.member.staff) throw new ApiError(STAFF_ERRORS.REQUIRED);
    return true;
  }
}
