/** The member, re-authenticated by `password`, deletes their account for `reasons`; every session ends. */
export class RequestAccountDeletionCommand {
  constructor(
    readonly memberId: string,
    readonly password: string,
    readonly reasons: readonly string[],
    readonly comment: string | null,
  ) {}
}

/** The mailed reactivation link was followed; `token` is the link's signed token. */
export class ReactivateAccountCommand {
  constructor(readonly token: string) {}
}

/** Someone asks for the reactivation mail of the account with `email` again. */
export class ResendReactivationMailCommand {
  constructor(readonly email: string) {}
}

export class ExportAccountQuery {
  constructor(readonly memberId: string) {}
}
