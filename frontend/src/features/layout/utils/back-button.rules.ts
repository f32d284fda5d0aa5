import { matchPath } from 'react-router';
import { paths } from '../../../config/paths.js';

/**
 * Spec §2: an installed app has no browser back button, so member, likes, credits and payment routes carry one of
 * their own. Each route names where back leads when the app was opened right there (a push, a provider's return),
 * with no page of the site before it.
 */
const ROUTES_WITH_BACK: readonly { readonly pattern: string; readonly fallback: string }[] = [
  { pattern: paths.memberProfile, fallback: paths.members },
  { pattern: paths.likes, fallback: paths.members },
  { pattern: paths.likesMatch, fallback: paths.likes },
  { pattern: paths.likesType, fallback: paths.likes },
  { pattern: paths.credits, fallback: paths.members },
  { pattern: paths.creditsRepeatOrder, fallback: paths.credits },
  { pattern: paths.creditsBundle, fallback: paths.credits },
  { pattern: paths.directDebit, fallback: paths.credits },
];

/** Where the back button of `pathname` leads without history, or null where the route has none. */
export const backFallbackOf = (pathname: string): string | null =>
  ROUTES_WITH_BACK.find(({ pattern }) => matchPath(pattern, pathname) !== null)?.fallback ?? null;
