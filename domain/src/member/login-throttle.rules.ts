/**
 * Lockout after failed logins (spec §8 'Te veel foute pogingen, account voor {minutes} min geblokkeerd.').
 * Per account and source, so an attacker elsewhere cannot lock the owner out (ASVS 6.3.1); plus a cap per account that
 * bounds how many guesses from all sources together reach the password check in an hour.
 */
export const LOGIN_FAILURES_BEFORE_LOCKOUT = 5;
export const LOGIN_LOCKOUT_MINUTES = 15;
export const ACCOUNT_FAILED_CHECKS_PER_HOUR = 100;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export interface LoginFailureHistory {
  /** Times (ISO) of failed checks from this source on this account since its last successful login. */
  readonly fromSource: readonly string[];
  /** Times (ISO) of failed checks on this account from any source. */
  readonly onAccount: readonly string[];
}

export type LoginLockout = { readonly locked: false } | { readonly locked: true; readonly minutes: number };

const minutesUntil = (untilMs: number, nowMs: number): number => Math.max(1, Math.ceil((untilMs - nowMs) / MINUTE_MS));

/** Whether one more attempt may reach the password check now, and if not, for how many minutes it may not. */
export const loginLockout = (history: LoginFailureHistory, now: string): LoginLockout => {
  const nowMs = Date.parse(now);
  const recentFromSource = history.fromSource.map(Date.parse).filter((at) => at > nowMs - LOGIN_LOCKOUT_MINUTES * MINUTE_MS);
  if (recentFromSource.length >= LOGIN_FAILURES_BEFORE_LOCKOUT) {
    return { locked: true, minutes: minutesUntil(Math.max(...recentFromSource) + LOGIN_LOCKOUT_MINUTES * MINUTE_MS, nowMs) };
  }
  const lastHourOnAccount = history.onAccount.map(Date.parse).filter((at) => at > nowMs - HOUR_MS);
  if (lastHourOnAccount.length >= ACCOUNT_FAILED_CHECKS_PER_HOUR) {
    // The window frees a slot when its oldest failure turns an hour old.
    const sorted = [...lastHourOnAccount].sort((a, b) => a - b);
    const freedAt = sorted[lastHourOnAccount.length - ACCOUNT_FAILED_CHECKS_PER_HOUR]! + HOUR_MS;
    return { locked: true, minutes: minutesUntil(freedAt, nowMs) };
  }
  return { locked: false };
};
