import { MEMBER_ERRORS, SIGNUP_ERRORS } from '@dating/domain';

export const API_ERRORS = {
  INVALID_BODY: 'VALIDATION.INVALID_BODY',
  AUTHENTICATION_REQUIRED: 'AUTH.AUTHENTICATION_REQUIRED',
  NOT_FOUND: 'GENERIC.NOT_FOUND',
  GENERIC: 'GENERIC.ERROR',
} as const;

type ValueOf<T> = T[keyof T];
export type ErrorCode = ValueOf<typeof API_ERRORS> | ValueOf<typeof SIGNUP_ERRORS> | ValueOf<typeof MEMBER_ERRORS>;

/** One mapper from error code to HTTP status; a Record over the union keeps it exhaustive at compile time. */
export const ERROR_STATUS: Readonly<Record<ErrorCode, number>> = {
  [API_ERRORS.INVALID_BODY]: 400,
  [API_ERRORS.AUTHENTICATION_REQUIRED]: 403,
  [API_ERRORS.NOT_FOUND]: 404,
  [API_ERRORS.GENERIC]: 500,
  [SIGNUP_ERRORS.NAME_REQUIRED]: 400,
  [SIGNUP_ERRORS.NAME_TOO_LONG]: 400,
  [SIGNUP_ERRORS.NAME_EQUALS_EMAIL]: 400,
  [SIGNUP_ERRORS.NAME_STARTS_WITH_AT]: 400,
  [SIGNUP_ERRORS.DATE_OF_BIRTH_REQUIRED]: 400,
  [SIGNUP_ERRORS.UNDER_MINIMUM_AGE]: 400,
  [SIGNUP_ERRORS.DATE_OF_BIRTH_INVALID]: 400,
  [SIGNUP_ERRORS.EMAIL_INVALID]: 400,
  [SIGNUP_ERRORS.PASSWORD_TOO_SHORT]: 400,
  [SIGNUP_ERRORS.PASSWORD_TOO_LONG]: 400,
  [SIGNUP_ERRORS.EMAIL_TAKEN]: 409,
  [SIGNUP_ERRORS.CLOSED]: 403,
  [MEMBER_ERRORS.ALREADY_SIGNED_UP]: 409,
  [MEMBER_ERRORS.NOT_FOUND]: 404,
  [MEMBER_ERRORS.ACTIVATION_LINK_INVALID]: 400,
  [MEMBER_ERRORS.LOGIN_FAILED]: 401,
  [MEMBER_ERRORS.LANGUAGE_UNSUPPORTED]: 400,
};

export const isKnownErrorCode = (code: string): code is ErrorCode => Object.hasOwn(ERROR_STATUS, code);

/** An error raised at the HTTP edge (validation, authentication) with a code the browser translates. */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly fields?: Readonly<Record<string, string>>,
    readonly params?: Readonly<Record<string, string | number>>,
  ) {
    super(code);
    this.name = 'ApiError';
  }
}
