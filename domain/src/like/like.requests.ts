import { z } from 'zod';

/** POST /api/like.php, DELETE /api/like.php?member_id=, POST /api/like-seen.php */
export const likeRequestSchema = z.strictObject({ member_id: z.uuid() });
export type LikeRequest = z.infer<typeof likeRequestSchema>;

export const SWIPE_CHOICES = ['like', 'pass'] as const;
export type SwipeChoice = (typeof SWIPE_CHOICES)[number];

/** POST /api/swipe.php */
export const swipeRequestSchema = z.strictObject({ member_id: z.uuid(), choice: z.enum(SWIPE_CHOICES) });
export type SwipeRequest = z.infer<typeof swipeRequestSchema>;
