/**
 * Lockout after failed logins (spec §8 'Te veel foute pogingen, account voor {minutes} min geblokkeerd.').
 * Per account and source, so an attacker elsewhere cannot lock the owner out (ASVS 6.3.1); per source across accounts,
 * so one source cannot try a password on many accounts (spraying); and while an account is under attack, only sources
 * that have not failed on it in the last hour reach the password check: the owner on their own device still gets in,
 * and each attacking source gets one guess an hour.
 */
export const LOGIN_FAILURES_BEFORE_LOCKOUT = 5;
export const LOGIN_LOCKOUT_MINUTES = 15;
/** Failed checks of one source on all accounts together in an hour; more than a household or an office mistypes. */
export const SOURCE_FAILED_CHECKS_PER_HOUR = 30;
/** Failed checks on one account from all sources together in an hour that make an attack: more than one source can fail. */
export const LOGIN_ATTACK_FAILURES_PER_HOUR = 50;
/** The owner hears of an attack at most this often, however long it lasts. */
export const LOGIN_ATTACK_NOTICE_HOURS = 24;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export interface LoginFailureHistory {
  /** Times (ISO) of failed checks from this source on this account in the last hour, since its last successful login there. */
  readonly fromSource: readonly string[];
  /** Times (ISO) of failed checks from this source on any account in the last hour. */
  readonly bySource: readonly string[];
  /** Times (ISO) of failed checks on this account from any source in the last hour. */
  readonly onAccount: readonly string[];
}

export type LoginLockout = { readonly locked: false } | { readonly locked: true; readonly minutes: number };

const minutesUntil = (untilMs: number, nowMs: number): number => Math.max(1, Math.ceil((untilMs - nowMs) / MINUTE_MS));

const since = (times: readonly string[], fromMs: number): number[] => times.map(Date.parse).filter((at) => at > fromMs);

/** When a window of `limit` failures in an hour frees a slot: when its oldest failure that still counts turns an hour old. */
const slotFreedAt = (lastHour: readonly number[], limit: number): number => [...lastHour].sort((a, b) => a - b)[lastHour.length - limit]! + HOUR_MS;

/** Whether the account has failed often enough from everywhere in the last hour to be under attack. */
export const isUnderLoginAttack = (onAccount: readonly string[], now: string): boolean =>
  since(onAccount, Date.parse(now) - HOUR_MS).length >= LOGIN_ATTACK_FAILURES_PER_HOUR;

/** Whether one more attempt may reach the password check now, and if not, for how many minutes it may not. */
export const loginLockout = (history: LoginFailureHistory, now: string): LoginLockout => {
  const nowMs = Date.parse(now);
  const recentFromSource = since(history.fromSource, nowMs - LOGIN_LOCKOUT_MINUTES * MINUTE_MS);
  if (recentFromSource.length >= LOGIN_FAILURES_BEFORE_LOCKOUT) {
    return { locked: true, minutes: minutesUntil(Math.max(...recentFromSource) + LOGIN_LOCKOUT_MINUTES * MINUTE_MS, nowMs) };
  }
  const lastHourBySource = since(history.bySource, nowMs - HOUR_MS);
  if (lastHourBySource.length >= SOURCE_FAILED_CHECKS_PER_HOUR) {
    return { locked: true, minutes: minutesUntil(slotFreedAt(lastHourBySource, SOURCE_FAILED_CHECKS_PER_HOUR), nowMs) };
  }
  const lastHourFromSource = since(history.fromSource, nowMs - HOUR_MS);
  if (lastHourFromSource.length && isUnderLoginAttack(history.onAccount, now)) {
    // Free again once the attack has waned or this source's own failures have aged out, whichever comes first.
    const attackWanes = slotFreedAt(since(history.onAccount, nowMs - HOUR_MS), LOGIN_ATTACK_FAILURES_PER_HOUR);
    return { locked: true, minutes: minutesUntil(Math.min(attackWanes, Math.max(...lastHourFromSource) + HOUR_MS), nowMs) };
  }
  return { locked: false };
};

/**
 * When the attack the owner is told about began: the one they were told of, while it is recent enough to stand for
 * this one, else now (a new notice).
 */
export const loginAttackNoticeStart = (lastNoticeStart: string | null, now: string): string =>
  lastNoticeStart !== null && Date.parse(now) - Date.parse(lastNoticeStart) < LOGIN_ATTACK_NOTICE_HOURS * HOUR_MS ? lastNoticeStart : now;
