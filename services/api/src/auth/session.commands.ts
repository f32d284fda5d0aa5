export class LogInCommand {
  constructor(
    readonly email: string,
    readonly password: string,
    /** The client's address as Express sees it ('trust proxy' is loopback), for the lockout per source. */
    readonly sourceIp: string,
  ) {}
}

export class LogOutCommand {
  constructor(readonly sessionHash: string) {}
}
