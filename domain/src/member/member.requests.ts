import { z } from 'zod';
import { MESSAGE_TEXT_CEILING } from '../conversation/conversation.requests.js';
import { requestText } from '../kernel/request-text.rules.js';
import { SUPPORTED_LANGUAGES } from '../locale/locales.js';

/**
 * Request bodies of the member endpoints, one schema per endpoint. The API validates with them and
 * the OpenAPI document is generated from them; the browser uses the same rules (signup.rules).
 */
/** A traffic source value from the landing URL (network, ref, sub1..3). */
export const trackingValue = requestText(100).trim().optional();

export const signupRequestSchema = z.object({
  email: requestText(254),
  name: requestText(100),
  password: requestText(1024),
  date_of_birth: requestText(10),
  language: z.enum(SUPPORTED_LANGUAGES),
  network: trackingValue,
  ref: trackingValue,
  sub1: trackingValue,
  sub2: trackingValue,
  sub3: trackingValue,
  /**
   * The first message to the member whose page the visitor signs up from (/members/{id}/signup): sent once the new
   * member's welcome credits are there, held like every message of theirs until they confirm their address.
   */
  signup_message: z.strictObject({ member_id: z.uuid(), text: requestText(MESSAGE_TEXT_CEILING, { multiline: true }) }).optional(),
});
export type SignupRequest = z.infer<typeof signupRequestSchema>;

export const loginRequestSchema = z.object({
  email: requestText(254).min(1),
  password: requestText(1024).min(1),
  /** An API client that keeps no cookies: the session comes back as `token`, for `Authorization: Bearer`, and no cookie is set. */
  bearer: z.literal(true).optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const changeLanguageRequestSchema = z.object({ language: requestText(5).min(2) });
export type ChangeLanguageRequest = z.infer<typeof changeLanguageRequestSchema>;
