import { z } from 'zod';
import { requestText } from '../kernel/request-text.rules.js';
import { SUPPORTED_LANGUAGES } from '../locale/locales.js';
import { DELETION_COMMENT_MAX_LENGTH, DELETION_REASONS } from './account-deletion.rules.js';
import { NOTIFICATION_PREFERENCES } from './notification-preferences.js';
import { PUSH_AUTH_SECRET, PUSH_P256DH_KEY } from './push-endpoint.rules.js';

/**
 * Request bodies of the account endpoints (spec §2 settings, password reset, deletion), one schema per endpoint.
 * Rules with their own error codes (password strength, e-mail form, deletion reasons) run after these shape checks.
 */
const email = requestText(254);
const password = requestText(1024);
const token = requestText(512).min(1);

export const signupCheckRequestSchema = z.object({ email });
export type SignupCheckRequest = z.infer<typeof signupCheckRequestSchema>;

export const passwordResetRequestSchema = z.object({ email, language: z.enum(SUPPORTED_LANGUAGES) });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

export const passwordResetDoRequestSchema = z.object({ token, password, password_confirmation: password });
export type PasswordResetDoRequest = z.infer<typeof passwordResetDoRequestSchema>;

export const changePasswordRequestSchema = z.object({ old_password: password, password, password_confirmation: password });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const mailChangeRequestSchema = z.object({ password, email });
export type MailChangeRequest = z.infer<typeof mailChangeRequestSchema>;

export const mailChangeDoRequestSchema = z.object({ token });
export type MailChangeDoRequest = z.infer<typeof mailChangeDoRequestSchema>;

export const notificationsRequestSchema = z.object({
  preferences: z.partialRecord(z.enum(NOTIFICATION_PREFERENCES), z.boolean()).optional(),
  enable_mail: z.literal(true).optional(),
});
export type NotificationsRequest = z.infer<typeof notificationsRequestSchema>;

export const MAIL_EVENT_TYPES = ['bounce', 'complaint', 'unsubscribe'] as const;
export const mailEventRequestSchema = z.object({ email, event: z.enum(MAIL_EVENT_TYPES) });
export type MailEventRequest = z.infer<typeof mailEventRequestSchema>;

export const accountDeletionRequestSchema = z.object({
  password,
  reasons: z.array(requestText(40)).min(1).max(DELETION_REASONS.length),
  comment: requestText(DELETION_COMMENT_MAX_LENGTH, { multiline: true }).optional(),
});
export type AccountDeletionRequest = z.infer<typeof accountDeletionRequestSchema>;

export const reactivationMailRequestSchema = z.object({ email });
export type ReactivationMailRequest = z.infer<typeof reactivationMailRequestSchema>;

/** The shape only: whether the endpoint is a push service's is `pushServiceEndpoint`, which has an error code of its own. */
export const pushSubscriptionRequestSchema = z.object({
  subscription: z.object({
    endpoint: requestText(2048),
    expirationTime: z.number().nullable().optional(),
    keys: z.object({ p256dh: requestText(200).regex(PUSH_P256DH_KEY), auth: requestText(100).regex(PUSH_AUTH_SECRET) }),
  }),
});
export type PushSubscriptionRequest = z.infer<typeof pushSubscriptionRequestSchema>;
