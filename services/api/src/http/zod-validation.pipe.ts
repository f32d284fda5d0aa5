import { Injectable, type PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { API_ERRORS, ApiError } from './api-errors.js';

/** Validates a request body against its endpoint's schema; the field paths of every problem go back to the browser. */
@Injectable()
export class ZodValidationPipe<Schema extends z.ZodType> implements PipeTransform<unknown, z.infer<Schema>> {
  constructor(readonly schema: Schema) {}

  transform(value: unknown): z.infer<Schema> {
    const result = this.schema.safeParse(value ?? {});
    if (result.success) return result.data;
    const fields = Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.') || 'body', API_ERRORS.INVALID_BODY]));
    throw new ApiError(API_ERRORS.INVALID_BODY, fields);
  }
}
