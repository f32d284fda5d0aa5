import type { ActiveMember, EditProfileRequest } from '@dating/domain';
import type { Request } from 'express';

export class GetMyProfileQuery {
  constructor(readonly member: ActiveMember) {}
}

export class EditProfileCommand {
  constructor(
    readonly member: ActiveMember,
    readonly changes: EditProfileRequest,
  ) {}
}

export class GetMemberProfileQuery {
  constructor(
    readonly request: Request,
    readonly memberId: string,
  ) {}
}

export class ChangeInvisibleModeCommand {
  constructor(
    readonly memberId: string,
    readonly invisible: boolean,
  ) {}
}
