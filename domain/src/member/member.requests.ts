import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from '../locale/locales.js';

/**
 * Request bodies of the member endpoints, one schema per endpoint. The API validates with them and
 * the OpenAPI document is generated from them; the browser uses the same rules (signup.rules).
 */
/** A traffic source value from the landing URL (network, ref, sub1..3). */
export const trackingValue = z.string().trim().max(100).optional();

export const signupRequestSchema = z.object({
  email: z.string().max(254),
  name: z.string().max(100),
  password: z.string().max(1024),
  date_of_birth: z.string().max(10),
  language: z.enum(SUPPORTED_LANGUAGES),
  network: trackingValue,
  ref: trackingValue,
  sub1: trackingValue,
  sub2: trackingValue,
  sub3: trackingValue,
});
export type SignupRequest = z.infer<typeof signupRequestSchema>;

export const loginRequestSchema = z.object({
  email: z.string().min(1).max(254),
  password: z.string().min(1).max(1024),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const changeLanguageRequestSchema = z.object({ language: z.string().min(2).max(5) });
export type ChangeLanguageRequest = z.infer<typeof changeLanguageRequestSchema>;
