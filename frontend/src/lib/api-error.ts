import type { FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import type { SerializedError } from '@reduxjs/toolkit';
import type { ApiErrorBody } from '../types/api.js';
import { API_ERRORS } from './error-codes.js';

export type ApiError = Pick<ApiErrorBody, 'code' | 'fields' | 'params'>;

const hasCode = (data: unknown): data is ApiErrorBody =>
  typeof data === 'object' && data !== null && typeof (data as ApiErrorBody).code === 'string';

/** Reduces any failed call to the contract's error shape; unknown failures become GENERIC.ERROR. */
export const toApiError = (error: FetchBaseQueryError | SerializedError | undefined): ApiError | undefined => {
  if (!error) return undefined;
  if ('status' in error && hasCode(error.data)) {
    const { code, fields, params } = error.data;
    return { code, fields, params };
  }
  return { code: API_ERRORS.GENERIC };
};
