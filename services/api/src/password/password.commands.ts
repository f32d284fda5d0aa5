import type { ChangePasswordRequest, PasswordResetDoRequest, PasswordResetRequest } from '@dating/domain';
import type { MemberSession } from '../auth/member-session.guard.js';

export class RequestPasswordResetCommand {
  constructor(
    readonly request: PasswordResetRequest,
    /** The host the visitor asked for: the mail's link and sender belong to that site. */
    readonly host: string | undefined,
  ) {}
}

export class CompletePasswordResetCommand {
  constructor(readonly request: PasswordResetDoRequest) {}
}

/** Whether a mailed reset link can still set a password; asking does not use it up. */
export class CheckPasswordResetLinkQuery {
  constructor(readonly token: string) {}
}

export class ChangePasswordCommand {
  constructor(
    readonly session: MemberSession,
    readonly request: ChangePasswordRequest,
    /** Guesses of the old password are throttled like login guesses from the same source. */
    readonly sourceIp: string,
  ) {}
}
