import type { SignupRequest } from '@dating/domain';

export class SignUpCommand {
  constructor(
    readonly request: SignupRequest,
    readonly host: string | undefined,
    /** Where the request came from: the new member's country until they name their town. */
    readonly address: string,
  ) {}
}

export class ActivateMemberCommand {
  constructor(readonly token: string) {}
}

export class CheckSignupEmailQuery {
  constructor(readonly email: string) {}
}

export class ResendActivationCommand {
  constructor(readonly memberId: string) {}
}
