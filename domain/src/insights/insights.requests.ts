import { z } from 'zod';
import { requestText } from '../kernel/request-text.rules.js';
import { SUPPORTED_LANGUAGES } from '../locale/locales.js';

const day = z.iso.date();
/** The longest range the insights page reads at once: a year and a bit, so a year-on-year look fits. */
export const INSIGHTS_MAX_DAYS = 400;
const DAY_MS = 86_400_000;

/** An empty select box sends nothing or an empty value: both mean every one. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/**
 * GET /api/staff/insights.php: the lake's figures for the members who signed up (and the days) from `from` to `to`
 * (UTC days), narrowed to one site, country or language when given.
 */
export const insightsQuerySchema = z
  .object({
    from: day,
    to: day,
    site: optional(requestText(253).regex(/^[a-z0-9.-]+$/)),
    country: optional(requestText(2).regex(/^[A-Z]{2}$/)),
    language: optional(z.enum(SUPPORTED_LANGUAGES)),
  })
  .refine(({ from, to }) => from <= to, { message: 'from is after to', path: ['to'] })
  .refine(({ from, to }) => Date.parse(to) - Date.parse(from) < INSIGHTS_MAX_DAYS * DAY_MS, { message: `at most ${INSIGHTS_MAX_DAYS} days`, path: ['to'] });
export type InsightsQuery = z.infer<typeof insightsQuerySchema>;
