import { SIGNUP_ERRORS } from '@dating/domain';
import type { ApiError } from '../../../lib/api-error.js';
import { EMAIL_STATUSES } from './email-status.js';
import type { EmailInUse } from './email-status.js';
import type { DraftErrors, SignupStep } from './signup-steps.js';

/** Sends the member back to a step to correct something: field errors, or an address that already has an account. */
export type SignupRefusal = { step: SignupStep; errors: DraftErrors; emailStatus?: EmailInUse };

const STEP_OF_SIGNUP_FIELD: Record<string, SignupStep> = {
  email: 'account',
  password: 'account',
  name: 'personal',
  date_of_birth: 'personal',
};

/**
 * What the member can correct of a refused signup (POST /api/signup.php): the step holding the first refused
 * field, or the account step for an address in use. Undefined when nothing entered caused it (a failure to retry).
 */
export const refusalOf = (error: ApiError): SignupRefusal | undefined => {
  if (error.code === SIGNUP_ERRORS.EMAIL_TAKEN) return { step: 'account', errors: {}, emailStatus: EMAIL_STATUSES.active };
  if (error.code === SIGNUP_ERRORS.EMAIL_OF_DELETED_ACCOUNT) {
    return { step: 'account', errors: {}, emailStatus: EMAIL_STATUSES.deleted };
  }
  const fields = Object.entries(error.fields ?? {}).filter(([field]) => field in STEP_OF_SIGNUP_FIELD);
  if (fields.length === 0) return undefined;
  return { step: STEP_OF_SIGNUP_FIELD[fields[0]![0]]!, errors: Object.fromEntries(fields) };
};
