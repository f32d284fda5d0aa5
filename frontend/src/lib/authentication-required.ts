import type { ApiErrorBody } from '../types/api.js';

const USER_RESOURCE = 'api/user.php';

/**
 * Spec §8: a 403 with `authentication_required` on a protected call (never on user.php itself,
 * which answers for visitors too) means the session is gone: the user is logged out.
 */
export const isAuthenticationLost = (url: string, status: number | string, body: unknown): boolean =>
  status === 403 &&
  !url.replace(/^\//, '').startsWith(USER_RESOURCE) &&
  typeof body === 'object' &&
  body !== null &&
  (body as Partial<ApiErrorBody>).authentication_required === true;
