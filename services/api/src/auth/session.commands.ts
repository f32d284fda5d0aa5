export class LogInCommand {
  constructor(
    readonly email: string,
    readonly password: string,
  ) {}
}

export class LogOutCommand {
  constructor(
    readonly memberId: string,
    readonly sessionHash: string,
  ) {}
}
