import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { STAFF_ERRORS } from '@dating/domain';
import type { PersonalFieldCipher, SqlExecutor } from '@dating/platform';
import { findMemberContact } from '@dating/projections';
import type { Request } from 'express';
import type { MemberSession } from '../auth/member-session.guard.js';
import { ApiError } from '../http/api-errors.js';
import { PERSONAL_FIELDS, SQL } from '../runtime/tokens.js';

/** Staff sign in like members; this guard, placed after MemberSessionGuard, lets only those with the staff role through. */
@Injectable()
export class StaffGuard implements CanActivate {
  constructor(
    @Inject(SQL) private readonly sql: SqlExecutor,
    @Inject(PERSONAL_FIELDS) private readonly personalFields: PersonalFieldCipher,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const session = context.switchToHttp().getRequest<Request & { memberSession?: MemberSession }>().memberSession;
    const member = session && (await findMemberContact(this.sql, this.personalFields, session.memberId));
    if (!member?.staff) throw new ApiError(STAFF_ERRORS.REQUIRED);
    return true;
  }
}
