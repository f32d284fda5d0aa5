import { z } from 'zod';
import { requestText } from '../kernel/request-text.rules.js';
import { PAYMENT_METHODS } from '../payment/payment-methods.js';

const discountCode = requestText(40).trim().min(1).regex(/^[A-Za-z0-9_-]+$/);
/** The buyer may pay as a buyer of another of the site's countries (spec app state paymentCountry). */
const paymentCountry = requestText(2).regex(/^[A-Z]{2}$/);
/**
 * Made by the browser once per purchase the member means (kept when the same request is sent again): the same key
 * with the same payload gets the same order back and is charged once. It is only a key, never the order's id.
 */
const idempotencyKey = z.uuid();

/** GET /api/credits.php */
export const creditsQuerySchema = z.strictObject({ country: paymentCountry.optional(), discount_code: discountCode.optional() });
export type CreditsQuery = z.infer<typeof creditsQuerySchema>;

/** POST /api/order.php */
export const placeOrderRequestSchema = z.strictObject({
  bundle_id: z.number().int().positive().max(1000),
  method: z.enum(PAYMENT_METHODS),
  /** The bank chosen for methods with issuers (ideal, eps). */
  issuer: requestText(64).trim().min(1).regex(/^[A-Za-z0-9_.-]+$/).optional(),
  /** A code the member typed; the welcome time bonus and the retention offer apply without one. */
  discount_code: discountCode.optional(),
  country: paymentCountry.optional(),
  idempotency_key: idempotencyKey,
});
export type PlaceOrderRequest = z.infer<typeof placeOrderRequestSchema>;

/** POST /api/repeat-order.php: buy a bundle again on the mandate of an earlier purchase. */
export const repeatOrderRequestSchema = z.strictObject({
  bundle_id: z.number().int().positive().max(1000),
  country: paymentCountry.optional(),
  idempotency_key: idempotencyKey,
});
export type RepeatOrderRequest = z.infer<typeof repeatOrderRequestSchema>;

/** GET /api/order.php?id= and GET /api/transactions.php?id= */
export const orderIdQuerySchema = z.strictObject({ id: z.uuid() });
/** GET /api/transactions.php[?id=] */
export const transactionsQuerySchema = z.strictObject({ id: z.uuid().optional() });

/** GET /api/issuers.php?method= */
export const issuersQuerySchema = z.strictObject({ method: z.enum(PAYMENT_METHODS) });

/** GET /api/discountcode.php (spec §7: query passed through; the welcome variant sends welcome=true). */
export const discountCodeQuerySchema = z.strictObject({
  code: discountCode.optional(),
  welcome: z.enum(['true', 'false']).optional(),
  bundle_id: z.coerce.number().int().positive().max(1000).optional(),
  /** The country the member buys as (the credits page's choice); their own when absent. */
  country: paymentCountry.optional(),
});
