/** Block (blocked = true) or unblock (false) `targetId` for `memberId`. */
export class ChangeBlockCommand {
  constructor(
    readonly memberId: string,
    readonly targetId: string,
    readonly blocked: boolean,
  ) {}
}

export class ListBlockedMembersQuery {
  constructor(readonly memberId: string) {}
}
