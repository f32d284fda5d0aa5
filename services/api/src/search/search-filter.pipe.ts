import { Injectable, type PipeTransform } from '@nestjs/common';
import { SEARCH_ERRORS } from '@dating/domain';
import type { z } from 'zod';
import { ApiError } from '../http/api-errors.js';

/** Validates a search query string; each bad filter is named so the form can mark it. */
@Injectable()
export class SearchFilterPipe<Schema extends z.ZodType> implements PipeTransform<unknown, z.infer<Schema>> {
  constructor(readonly schema: Schema) {}

  transform(value: unknown): z.infer<Schema> {
    const result = this.schema.safeParse(value ?? {});
    if (result.success) return result.data;
    const fields = Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.') || 'query', SEARCH_ERRORS.INVALID_FILTER]));
    throw new ApiError(SEARCH_ERRORS.INVALID_FILTER, fields);
  }
}
