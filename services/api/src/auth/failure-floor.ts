import { setTimeout as sleep } from 'node:timers/promises';

/**
 * How long a refused login takes at least. An address with an account costs more lookups than one
 * without (its streams, its stored hash) before the same single argon2 verification; answering every
 * refusal at the same moment hides that difference, which would otherwise tell who has an account.
 */
export const FAILED_LOGIN_FLOOR_MS = 500;

export interface Stopwatch {
  /** Milliseconds on a monotonic clock (not the site's adjustable clock, which tests move by days). */
  elapsedSince(startedAt: number): number;
  now(): number;
  wait(milliseconds: number): Promise<void>;
}

export const monotonicStopwatch: Stopwatch = {
  now: () => performance.now(),
  elapsedSince: (startedAt) => performance.now() - startedAt,
  wait: (milliseconds) => sleep(milliseconds),
};

/** Runs `work`; if it fails, the failure leaves no sooner than `floorMs` after the start. Success is not delayed. */
export const withFailureFloor = async <T>(work: () => Promise<T>, floorMs: number, stopwatch: Stopwatch = monotonicStopwatch): Promise<T> => {
  const startedAt = stopwatch.now();
  try {
    return await work();
  } catch (error) {
    const remaining = floorMs - stopwatch.elapsedSince(startedAt);
    if (remaining > 0) await stopwatch.wait(remaining);
    throw error;
  }
};
