import {
  API_ERRORS,
  ACCOUNT_ERRORS,
  BLOCK_ERRORS,
  CHAT_ERRORS,
  EMAIL_CHANGE_ERRORS,
  LIKE_ERRORS,
  MEMBER_ERRORS,
  NOTIFICATION_ERRORS,
  PASSWORD_ERRORS,
  PASSWORD_RESET_ERRORS,
  PHOTO_ERRORS,
  PROFILE_ERRORS,
  REPORT_ERRORS,
  SEARCH_ERRORS,
  SIGNUP_ERRORS,
  STAFF_ERRORS,
  SWIPE_ERRORS,
  UNSUBSCRIBE_ERRORS,
} from '@dating/domain';

export { API_ERRORS };

// Raised and handled inside the server (the deletion sweeper losing a race with a reactivation) or sent only to the mail provider; never to a browser.
const SERVER_ONLY_ERRORS: readonly string[] = [ACCOUNT_ERRORS.DELETION_NOT_DUE, API_ERRORS.MAIL_EVENTS_UNAUTHORIZED];

/** Every code the browser may receive; each one is translated as `errors:<CODE>`. */
export const ERROR_CODES: readonly string[] = [
  ...Object.values(API_ERRORS),
  ...Object.values(SIGNUP_ERRORS),
  ...Object.values(MEMBER_ERRORS),
  ...Object.values(PASSWORD_ERRORS),
  ...Object.values(PASSWORD_RESET_ERRORS),
  ...Object.values(EMAIL_CHANGE_ERRORS),
  ...Object.values(ACCOUNT_ERRORS),
  ...Object.values(NOTIFICATION_ERRORS),
  ...Object.values(UNSUBSCRIBE_ERRORS),
  ...Object.values(PROFILE_ERRORS),
  ...Object.values(PHOTO_ERRORS),
  ...Object.values(BLOCK_ERRORS),
  ...Object.values(SEARCH_ERRORS),
  ...Object.values(STAFF_ERRORS),
  ...Object.values(LIKE_ERRORS),
  ...Object.values(SWIPE_ERRORS),
  ...Object.values(CHAT_ERRORS),
  ...Object.values(REPORT_ERRORS),
].filter((code) => !SERVER_ONLY_ERRORS.includes(code));
