import { z } from 'zod';
import { requestText } from '../kernel/request-text.rules.js';

/**
 * The query of `GET /api/password-reset.php`: the token of a mailed reset link. Tokens are base64url (see the
 * platform's link tokens), so anything else is no link at all and is refused before any lookup.
 */
export const passwordResetLinkQuerySchema = z.object({ token: requestText(512).min(1).regex(/^[\w-]+$/) });
export type PasswordResetLinkQuery = z.infer<typeof passwordResetLinkQuerySchema>;
