import { z } from 'zod';

/** The gifts a member can send; each costs the site's `gift_credits`. */
export const GIFTS = ['rose', 'heart', 'kiss', 'champagne', 'chocolate', 'teddy'] as const;
export type Gift = (typeof GIFTS)[number];

/** POST /api/gift.php: `gift_id` is made by the browser once per send, so a retried request pays once. */
export const sendGiftRequestSchema = z.strictObject({
  member_id: z.uuid(),
  gift: z.enum(GIFTS),
  gift_id: z.uuid(),
});
export type SendGiftRequest = z.infer<typeof sendGiftRequestSchema>;

export const GIFT_ERRORS = {
  SELF: 'GIFT.SELF',
  /** The sender blocked the recipient: unblock first. */
  RECIPIENT_BLOCKED: 'GIFT.RECIPIENT_BLOCKED',
} as const;
