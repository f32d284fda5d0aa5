import { ACCOUNT_ERRORS, LOGIN_LOCKOUT_MINUTES, MEMBER_ERRORS } from '@dating/domain';
import type { ApiError } from '../../../lib/api-error.js';

type Params = Record<string, string | number>;

/** What the login form shows for a refused login: a deleted account gets its own notice, the rest an error text. */
export type LoginAlert = { kind: 'deleted'; finalDate: Date | undefined } | { kind: 'error'; code: string; params: Params };

const dateOf = (value: string | number | undefined): Date | undefined => {
  if (typeof value !== 'string') return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

export const loginAlertOf = (error: ApiError | undefined): LoginAlert | undefined => {
  if (!error) return undefined;
  if (error.code === ACCOUNT_ERRORS.DELETED) return { kind: 'deleted', finalDate: dateOf(error.params?.final_date) };
  // The lockout text names its minutes; an answer without them still reads as a sentence.
  const defaults: Params = error.code === MEMBER_ERRORS.LOCKED_OUT ? { minutes: LOGIN_LOCKOUT_MINUTES } : {};
  return { kind: 'error', code: error.code, params: { ...defaults, ...error.params } };
};
