import { z } from 'zod';
import { requestText } from '../kernel/request-text.rules.js';

/** `GET dev/mailbox` of the embedded default: only the mails to one address, when given. */
export const devMailboxQuerySchema = z.object({
  to: requestText(254).optional(),
});
export type DevMailboxQuery = z.infer<typeof devMailboxQuerySchema>;
