import type { Clock } from '../runtime/tokens.js';

const DAY_MS = 86_400_000;

/**
 * The system clock plus an offset that tests move forward (DEV_CLOCK=1 only): deadlines days away, like final
 * deletion, come due at once for the api, the workers and the erasure sweeper alike.
 */
export class AdjustableClock implements Clock {
  #offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.#offsetMs);
  }

  advanceDays(days: number): Date {
    return this.setOffset(this.#offsetMs + days * DAY_MS);
  }

  /** Puts the clock this far ahead of real time (tests move it by minutes, e.g. to let a lockout run out). */
  setOffset(offsetMs: number): Date {
    this.#offsetMs = offsetMs;
    return this.now();
  }

  /** Back to real time. */
  reset(): Date {
    return this.setOffset(0);
  }
}
