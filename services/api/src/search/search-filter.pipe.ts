import { SEARCH_ERRORS } from '@dating/domain';
import type { z } from 'zod';
import { ZodValidationPipe } from '../http/zod-validation.pipe.js';

/** Validates a search query string; each bad filter is named so the form can mark it. */
export const searchFilterPipe = <Schema extends z.ZodType>(schema: Schema) => new ZodValidationPipe(schema, { code: SEARCH_ERRORS.INVALID_FILTER, whole: 'query' });
