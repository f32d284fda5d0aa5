import { z } from 'zod';
import { requestText } from '../kernel/request-text.rules.js';

/** POST /api/staff/discount-codes.php */
export const createDiscountCodeRequestSchema = z.strictObject({
  code: requestText(40).trim().min(3).regex(/^[A-Za-z0-9_-]+$/),
  percentage: z.number().int().min(1).max(100),
  /** Minimum order value in cents; 0 for none. */
  minimum: z.number().int().min(0).max(10_000_000).default(0),
  /** ISO country of the buyers it is for; empty for every country. */
  country: z.union([z.literal(''), requestText(2).regex(/^[A-Za-z]{2}$/)]).default(''),
});
export type CreateDiscountCodeRequest = z.infer<typeof createDiscountCodeRequestSchema>;

/** DELETE /api/staff/discount-codes.php?code= */
export const disableDiscountCodeRequestSchema = z.strictObject({ code: requestText(40).trim().min(1).regex(/^[A-Za-z0-9_-]+$/) });
