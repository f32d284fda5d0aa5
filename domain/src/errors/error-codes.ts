import { BLOCK_ERRORS } from '../block/block.errors.js';
import { CHAT_ERRORS } from '../conversation/conversation.errors.js';
import { DIRECT_DEBIT_ERRORS } from '../direct-debit/direct-debit.errors.js';
import { DIRECT_DEBIT_FIELD_ERRORS } from '../direct-debit/direct-debit.requests.js';
import { DISCOUNT_RULE_ERRORS } from '../discount/discount.decider.js';
import { GIFT_ERRORS } from '../gift/gift.requests.js';
import { API_ERRORS } from '../kernel/api-errors.js';
import { EVENT_STORE_ERRORS } from '../kernel/event-store.port.js';
import { LIKE_ERRORS, SWIPE_ERRORS } from '../like/like.errors.js';
import {
  ACCOUNT_ERRORS,
  EMAIL_CHANGE_ERRORS,
  MEMBER_ERRORS,
  NOTIFICATION_ERRORS,
  UNSUBSCRIBE_ERRORS,
} from '../member/member.errors.js';
import { PASSWORD_ERRORS } from '../member/password.rules.js';
import { SIGNUP_ERRORS } from '../member/signup.rules.js';
import { DISCOUNT_ERRORS, ORDER_ERRORS, WALLET_ERRORS } from '../order/order.errors.js';
import { PASSWORD_RESET_ERRORS } from '../password-reset/password-reset.decider.js';
import { PHOTO_ERRORS, STAFF_ERRORS } from '../photo/photo.errors.js';
import { PROFILE_ERRORS } from '../profile/profile.errors.js';
import { REPORT_ERRORS } from '../report/report.errors.js';
import { SEARCH_ERRORS } from '../search/search.errors.js';
import { WALLET_RULE_ERRORS } from '../wallet/wallet.decider.js';

/**
 * Every group of error codes, by the name it is exported under. The API's status map and the browser's
 * translations are both checked against it, so a new group must be added here once to reach both.
 */
export const ERROR_CODE_GROUPS = {
  API_ERRORS,
  EVENT_STORE_ERRORS,
  SIGNUP_ERRORS,
  MEMBER_ERRORS,
  PASSWORD_ERRORS,
  PASSWORD_RESET_ERRORS,
  EMAIL_CHANGE_ERRORS,
  ACCOUNT_ERRORS,
  NOTIFICATION_ERRORS,
  UNSUBSCRIBE_ERRORS,
  PROFILE_ERRORS,
  PHOTO_ERRORS,
  STAFF_ERRORS,
  BLOCK_ERRORS,
  SEARCH_ERRORS,
  LIKE_ERRORS,
  SWIPE_ERRORS,
  CHAT_ERRORS,
  REPORT_ERRORS,
  ORDER_ERRORS,
  DISCOUNT_ERRORS,
  DISCOUNT_RULE_ERRORS,
  WALLET_ERRORS,
  WALLET_RULE_ERRORS,
  GIFT_ERRORS,
  DIRECT_DEBIT_ERRORS,
  DIRECT_DEBIT_FIELD_ERRORS,
} as const;

type ErrorCodeGroups = typeof ERROR_CODE_GROUPS;
export type AnyErrorCode = { [Group in keyof ErrorCodeGroups]: ErrorCodeGroups[Group][keyof ErrorCodeGroups[Group]] }[keyof ErrorCodeGroups];

/** Every error code of every group, once: PASSWORD_ERRORS reuses the signup's length codes. */
export const ALL_ERROR_CODES: readonly AnyErrorCode[] = [
  ...new Set(Object.values(ERROR_CODE_GROUPS).flatMap((group): AnyErrorCode[] => Object.values(group))),
];

/**
 * Codes raised and handled inside the server, never sent to anyone: the deletion sweeper losing a race with a
 * reactivation, and an append losing a race with another append (retried, or answered as GENERIC.ERROR).
 */
export const INTERNAL_ERROR_CODES = [ACCOUNT_ERRORS.DELETION_NOT_DUE, EVENT_STORE_ERRORS.WRONG_EXPECTED_VERSION] as const;
export type InternalErrorCode = (typeof INTERNAL_ERROR_CODES)[number];
