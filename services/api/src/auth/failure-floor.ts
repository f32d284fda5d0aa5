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

/**
 * How long a request for a mail to a typed address (password reset, reactivation link) takes at least, whatever the
 * answer. An address with an account costs more lookups and writes than one without (measured: 175 ms against 20 ms);
 * answering every such request at the same moment hides which addresses have an account.
 */
export const MAIL_REQUEST_FLOOR_MS = 400;

const waitOutFloor = async (startedAt: number, floorMs: number, stopwatch: Stopwatch): Promise<void> => {
  const remaining = floorMs - stopwatch.elapsedSince(startedAt);
  if (remaining > 0) await stopwatch.wait(remaining);
};

/** Runs `work`; if it fails, the failure leaves no sooner than `floorMs` after the start. Success is not delayed. */
export const withFailureFloor = async <T>(work: () => Promise<T>, floorMs: number, stopwatch: Stopwatch = monotonicStopwatch): Promise<T> => {
  const startedAt = stopwatch.now();
  try {
    return await work();
  } catch (error) {
    await waitOutFloor(startedAt, floorMs, stopwatch);
    throw error;
  }
};

/** Runs `work`; its answer, success or failure alike, leaves no sooner than `floorMs` after the start. */
export const withAnswerFloor = async <T>(work: () => Promise<T>, floorMs: number, stopwatch: Stopwatch = monotonicStopwatch): Promise<T> => {
  const startedAt = stopwatch.now();
  try {
    return await work();
  } finally {
    await waitOutFloor(startedAt, floorMs, stopwatch);
  }
};
