import type { SeededRandom } from './seeded-random.js';

/**
 * What can go wrong in production, one kind per fault: a process killed without warning (and started again, as
 * an orchestrator does), the database or Redis restarted (Redis losing its data), a process frozen longer than any
 * lease it holds (a long GC pause, a VM stalled, a network partition) and then let go.
 */
export const FAULT_KINDS = ['kill-api', 'kill-projections', 'kill-worker', 'restart-postgres', 'restart-redis', 'pause-process'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export interface ScheduledFault {
  readonly kind: FaultKind;
  /** Seconds after the load started. */
  readonly atSecond: number;
  /** Which of the role's processes (kill, pause), drawn now so a replay hits the same one. */
  readonly target: number;
}

/** Quiet time at both ends: members sign up before the first fault, and the last one heals before the load stops. */
const LEAD_IN_SECONDS = 8;
const COOL_DOWN_SECONDS = 12;
/** About one fault every this many seconds. */
const FAULT_SPACING_SECONDS = 10;

/**
 * The faults of one run, in time order: every kind at least once when the run is long enough, then drawn at random,
 * at spaced, jittered times. The same seed and length give the same schedule.
 */
export const faultSchedule = (random: SeededRandom, seconds: number): ScheduledFault[] => {
  const window = seconds - LEAD_IN_SECONDS - COOL_DOWN_SECONDS;
  const count = Math.max(1, Math.floor(window / FAULT_SPACING_SECONDS));
  const kinds = [...FAULT_KINDS];
  // Every kind once, in a random order, before any repeats.
  for (let index = kinds.length - 1; index > 0; index -= 1) {
    const other = random.below(index + 1);
    [kinds[index], kinds[other]] = [kinds[other]!, kinds[index]!];
  }
  while (kinds.length < count) kinds.push(random.pick(FAULT_KINDS));
  const slot = window / count;
  return kinds.slice(0, count).map((kind, index) => ({
    kind,
    atSecond: Math.round((LEAD_IN_SECONDS + index * slot + random.next() * slot * 0.5) * 10) / 10,
    target: random.below(1_000),
  }));
};
