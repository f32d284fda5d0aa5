import { z } from 'zod';
import { requestText } from '../kernel/request-text.rules.js';
import { ABOUT_ME_MAX_LENGTH, INTERESTS } from './profile-fields.js';

/**
 * PUT /api/my-profile.php. The schema checks only the shape (with generous bounds); the values are
 * checked by validateProfileChanges, which names the field and rule of each problem.
 */
const name = requestText(100);

export const editProfileRequestSchema = z.object({
  details: z.record(requestText(40), requestText(40).nullable()).optional(),
  about_me: requestText(ABOUT_ME_MAX_LENGTH * 4, { multiline: true }).optional(),
  interests: z.array(requestText(40)).max(INTERESTS.length * 2).optional(),
  location: z.object({ country: requestText(2), region: name, city: name }).optional(),
});
export type EditProfileRequest = z.infer<typeof editProfileRequestSchema>;

export const invisibleModeRequestSchema = z.object({ invisible: z.boolean() });
export type InvisibleModeRequest = z.infer<typeof invisibleModeRequestSchema>;

/** GET /api/profile.php?id= */
export const memberProfileQuerySchema = z.object({ id: z.uuid() });
export type MemberProfileQuery = z.infer<typeof memberProfileQuerySchema>;
