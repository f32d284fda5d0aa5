import { z } from 'zod';

export const PHOTO_SIZES = ['display', 'thumb'] as const;
export type PhotoSize = (typeof PHOTO_SIZES)[number];

/** The multipart field of POST /api/photos.php. */
export const PHOTO_UPLOAD_FIELD = 'photo';

/** PUT /api/main-photo.php */
export const mainPhotoRequestSchema = z.object({ photo_id: z.uuid() });
export type MainPhotoRequest = z.infer<typeof mainPhotoRequestSchema>;

export const PHOTO_DECISIONS = { approve: 'approve', reject: 'reject' } as const;
export type PhotoDecision = (typeof PHOTO_DECISIONS)[keyof typeof PHOTO_DECISIONS];
/** Reasons staff choose from when rejecting a photo; the member reads the reason in their own language. */
export const PHOTO_REJECT_REASONS = ['not_a_person', 'nudity', 'not_recognisable', 'someone_else', 'contact_details'] as const;
export type PhotoRejectReason = (typeof PHOTO_REJECT_REASONS)[number];

/** POST /api/staff/photo-decision.php: a rejection names one of the reasons, so every member can read it in their language. */
export const photoDecisionRequestSchema = z.discriminatedUnion('decision', [
  z.object({ photo_id: z.uuid(), decision: z.literal(PHOTO_DECISIONS.approve) }),
  z.object({ photo_id: z.uuid(), decision: z.literal(PHOTO_DECISIONS.reject), reason: z.enum(PHOTO_REJECT_REASONS) }),
]);
export type PhotoDecisionRequest = z.infer<typeof photoDecisionRequestSchema>;

/** DELETE /api/photos.php?id= */
export const photoIdQuerySchema = z.object({ id: z.uuid() });
export type PhotoIdQuery = z.infer<typeof photoIdQuerySchema>;

/** GET /api/photo.php?id=&size= */
export const photoFileQuerySchema = z.object({ id: z.uuid(), size: z.enum(PHOTO_SIZES).default('display') });
export type PhotoFileQuery = z.infer<typeof photoFileQuerySchema>;
