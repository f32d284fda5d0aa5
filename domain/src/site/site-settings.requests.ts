import { z } from 'zod';
import { requestText } from '../kernel/request-text.rules.js';

/** `GET settings.php`: the server-side renderer names the domain it renders for; a browser sends nothing. */
export const siteSettingsQuerySchema = z.object({
  // A DNS name is at most 253 characters.
  forced_domain: requestText(253).optional(),
});
export type SiteSettingsQuery = z.infer<typeof siteSettingsQuerySchema>;
