/** A broken business rule. `code` is stable: the API sends it and the browser translates it. */
export class DomainError extends Error {
  constructor(
    readonly code: string,
    readonly details: Readonly<Record<string, string | number>> = {},
  ) {
    super(code);
    this.name = 'DomainError';
  }
}

export const hasCode = (code: string) => (error: unknown) => error instanceof DomainError && error.code === code;
