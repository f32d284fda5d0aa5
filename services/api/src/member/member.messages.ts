import type { Request } from 'express';

export class GetCurrentUserQuery {
  constructor(readonly request: Request) {}
}

export class ChangeLanguageCommand {
  constructor(
    readonly memberId: string,
    readonly language: string,
  ) {}
}
