/** Metadata every command carries: time and ids come from the caller, so deciders stay pure. */
export interface CommandMetadata {
  readonly now: string;
  readonly correlationId?: string;
}

export interface Command<Type extends string = string, Data = unknown> {
  readonly type: Type;
  readonly data: Data;
  readonly metadata: CommandMetadata;
}

export interface Event<Type extends string = string, Data = unknown> {
  readonly type: Type;
  readonly data: Data;
}

export const assertNever = (value: never): never => {
  throw new Error(`Unhandled case: ${JSON.stringify(value)}`);
};
