import { Injectable, type PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { API_ERRORS, ApiError, type ErrorCode } from './api-errors.js';

export interface ValidationFailure {
  /** The code of the answer and of each field named in it. */
  readonly code: ErrorCode;
  /** The name a problem with the input as a whole (not one field) is reported under. */
  readonly whole: string;
}

const INVALID_BODY: ValidationFailure = { code: API_ERRORS.INVALID_BODY, whole: 'body' };

/** Validates a request's body or query against its endpoint's schema; the field paths of every problem go back to the browser. */
@Injectable()
export class ZodValidationPipe<Schema extends z.ZodType> implements PipeTransform<unknown, z.infer<Schema>> {
  constructor(
    readonly schema: Schema,
    private readonly failure: ValidationFailure = INVALID_BODY,
  ) {}

  transform(value: unknown): z.infer<Schema> {
    const result = this.schema.safeParse(value ?? {});
    if (result.success) return result.data;
    const { code, whole } = this.failure;
    throw new ApiError(code, Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.') || whole, code])));
  }
}
