import type { Command } from '../kernel/message.js';
import type { ProfileChanges } from './profile-fields.js';

/** One edit of the profile form: any mix of details, about-me, interests and location. */
export type EditProfile = Command<'EditProfile', { memberId: string; changes: ProfileChanges }>;

export type ProfileCommand = EditProfile;
