import { ALL_ERROR_CODES, API_ERRORS, INTERNAL_ERROR_CODES } from '@dating/domain';

export { API_ERRORS };

// Never shown in a browser: raised and handled inside the server, or sent only to the mail provider.
const NOT_FOR_THE_BROWSER: readonly string[] = [...INTERNAL_ERROR_CODES, API_ERRORS.MAIL_EVENTS_UNAUTHORIZED];

/** Every code the browser may receive or raise itself; each one is translated as `errors:<CODE>`. */
export const ERROR_CODES: readonly string[] = ALL_ERROR_CODES.filter((code) => !NOT_FOR_THE_BROWSER.includes(code));
