import { z } from 'zod';
import { requestText } from '../kernel/request-text.rules.js';
import { trackingValue } from '../member/member.requests.js';

/** A path of the site as the address bar shows it, without query or fragment; nothing that could smuggle markup or lines. */
const sitePath = requestText(200).regex(/^\/[^\s?#<>"\\]*$/);

/**
 * POST /api/page-bounce.php (spec §4 "Query lb enables page-bounce logging"): a visitor who arrived with `lb` in the
 * address left the site from the page they landed on. Only the traffic source's network and campaign come along:
 * the sub ids an ad network adds may single out a person, and a bounce count needs none.
 */
export const pageBounceRequestSchema = z.object({
  visit_id: z.uuid(),
  path: sitePath,
  seconds_on_page: z.number().int().min(0).max(86_400),
  network: trackingValue,
  ref: trackingValue,
});
export type PageBounceRequest = z.infer<typeof pageBounceRequestSchema>;

const day = z.iso.date();

/** GET /api/staff/page-bounces.php: bounces per day, landing page and traffic source, `from` to `to` (UTC days). */
export const pageBouncesQuerySchema = z.object({ from: day, to: day }).refine(({ from, to }) => from <= to, { message: 'from is after to', path: ['to'] });
export type PageBouncesQuery = z.infer<typeof pageBouncesQuerySchema>;
