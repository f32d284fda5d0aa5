import { z } from 'zod';
import { ABOUT_ME_MAX_LENGTH, INTERESTS } from './profile-fields.js';

/**
 * PUT /api/my-profile.php. The schema checks only the shape (with generous bounds); the values are
 * checked by validateProfileChanges, which names the field and rule of each problem.
 */
const name = z.string().max(100);

export const editProfileRequestSchema = z.object({
  details: z.record(z.string().max(40), z.string().max(40).nullable()).optional(),
  about_me: z.string().max(ABOUT_ME_MAX_LENGTH * 4).optional(),
  interests: z.array(z.string().max(40)).max(INTERESTS.length * 2).optional(),
  location: z.object({ country: z.string().max(2), region: name, city: name }).optional(),
});
export type EditProfileRequest = z.infer<typeof editProfileRequestSchema>;

export const invisibleModeRequestSchema = z.object({ invisible: z.boolean() });
export type InvisibleModeRequest = z.infer<typeof invisibleModeRequestSchema>;

/** GET /api/profile.php?id= */
export const memberProfileQuerySchema = z.object({ id: z.uuid() });
export type MemberProfileQuery = z.infer<typeof memberProfileQuerySchema>;
