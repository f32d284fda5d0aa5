import type { EditProfileRequest } from '@dating/domain';

export class GetMyProfileQuery {
  constructor(readonly memberId: string) {}
}

export class EditProfileCommand {
  constructor(
    readonly memberId: string,
    readonly changes: EditProfileRequest,
  ) {}
}

/** `viewerId` is null for a visitor; `host` picks the site whose settings decide the visible fields. */
export class GetMemberProfileQuery {
  constructor(
    readonly viewerId: string | null,
    readonly memberId: string,
    readonly host: string | undefined,
  ) {}
}

export class ChangeInvisibleModeCommand {
  constructor(
    readonly memberId: string,
    readonly invisible: boolean,
  ) {}
}
