export class ChangeLanguageCommand {
  constructor(
    readonly memberId: string,
    readonly language: string,
  ) {}
}
