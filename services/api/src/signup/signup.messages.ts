import type { SignupRequest } from '@dating/domain';

export class SignUpCommand {
  constructor(
    readonly request: SignupRequest,
    readonly host: string | undefined,
  ) {}
}

export class ActivateMemberCommand {
  constructor(readonly token: string) {}
}
