import type { User } from '../../../types/api.js';

/**
 * Spec §4: an unconfirmed member is reminded to activate, unless their e-mail notifications are
 * disabled (bounce, complaint): then a mail cannot reach them and the reminder would only nag.
 */
export const needsActivationReminder = (user: Pick<User, 'status' | 'notifications_disabled'> | null): boolean =>
  user !== null && user.status === 'not_confirmed' && user.notifications_disabled.length === 0;
