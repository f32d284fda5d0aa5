import { z } from 'zod';
import { requestText } from '../kernel/request-text.rules.js';

export const PHOTO_SIZES = ['display', 'thumb'] as const;
export type PhotoSize = (typeof PHOTO_SIZES)[number];

/** The multipart field of POST /api/photos.php. */
export const PHOTO_UPLOAD_FIELD = 'photo';

/** PUT /api/main-photo.php */
export const mainPhotoRequestSchema = z.object({ photo_id: z.uuid() });
export type MainPhotoRequest = z.infer<typeof mainPhotoRequestSchema>;

export const PHOTO_DECISIONS = ['approve', 'reject'] as const;
export const REJECTION_REASON_MAX_LENGTH = 500;

/** POST /api/staff/photo-decision.php */
export const photoDecisionRequestSchema = z.object({
  photo_id: z.uuid(),
  decision: z.enum(PHOTO_DECISIONS),
  reason: requestText(REJECTION_REASON_MAX_LENGTH, { multiline: true }).trim().optional(),
});
export type PhotoDecisionRequest = z.infer<typeof photoDecisionRequestSchema>;

/** DELETE /api/photos.php?id= */
export const photoIdQuerySchema = z.object({ id: z.uuid() });
export type PhotoIdQuery = z.infer<typeof photoIdQuerySchema>;

/** GET /api/photo.php?id=&size= */
export const photoFileQuerySchema = z.object({ id: z.uuid(), size: z.enum(PHOTO_SIZES).default('display') });
export type PhotoFileQuery = z.infer<typeof photoFileQuerySchema>;
