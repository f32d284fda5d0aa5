import type { PageBouncesQuery } from '@dating/domain';

const DAY_MS = 86_400_000;
/** A week, today included: what staff look at first. */
const FIRST_RANGE_DAYS = 7;

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** The days the report opens on, in UTC as the counts are kept. */
export const firstReportRange = (now: Date): PageBouncesQuery => ({ from: utcDay(new Date(now.getTime() - (FIRST_RANGE_DAYS - 1) * DAY_MS)), to: utcDay(now) });
