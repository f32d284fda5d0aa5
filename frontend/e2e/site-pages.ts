import { expect, type Page } from '@playwright/test';

/** Every screen a visitor can reach, the 404 page included. */
export const VISITOR_PAGES = [
  '/',
  '/login',
  '/signup',
  '/members',
  '/reset-password',
  '/activate/error',
  '/account-deleted',
  '/pages/terms',
  '/pages/privacy',
  '/pages/cookies',
  '/pages/ban',
  '/pages/return-policy',
  '/pages/faq',
  '/pages/service',
  '/complaints',
  '/pricing',
  '/no-such-page',
];

/** Every screen of the members area that needs no other member (a member's profile is added with one found by search). */
export const MEMBER_PAGES = [
  '/members',
  '/profile',
  '/profile?tab=settings',
  '/match-finder',
  '/notifications',
  '/complete-signup',
  '/activate/done',
  '/credits',
  '/credits/3/ideal',
  '/premium',
  '/transactions',
  '/directdebit',
  '/likes',
  '/likes/matches',
  '/swipe-game',
  '/signup-matches',
];

/**
 * Waits until the route's chunk, its texts and its first data have arrived: no spinner left, and the
 * network quiet for a moment (the periodic refresh may keep it from ever being idle for long).
 */
export const settle = async (page: Page) => {
  await page.waitForLoadState('load');
  await expect(page.locator('.spinner-border')).toHaveCount(0);
  await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
};
