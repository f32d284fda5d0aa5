/** Likes a member may give per day in the swipe game, or to a card the swipe deck offers them (spec: 4 likes per day). */
export const SWIPE_LIKES_PER_DAY = 4;
/** Cards dealt at once; the browser asks for more when the deck runs low. */
export const SWIPE_DECK_SIZE = 10;

/**
 * The swipe game's days are UTC days for every member. A day taken from anything the member sets (their profile's
 * country, the browser's time zone) would give four more likes to whoever moves to a zone whose day has just begun.
 */
export const SWIPE_DAY_TIME_ZONE = 'UTC';

const partsIn = (instant: Date, timeZone: string) => {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((candidate) => candidate.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour'), minute: part('minute'), second: part('second') };
};

/** The member's calendar day (YYYY-MM-DD) at `instant`, in their time zone. */
export const memberDay = (instant: Date, timeZone: string): string => {
  const { year, month, day } = partsIn(instant, timeZone);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

/** When the member's next day starts (their local midnight), as an instant; daylight saving days are 23 or 25 hours long. */
export const nextMemberDayStart = (instant: Date, timeZone: string): Date => {
  const today = memberDay(instant, timeZone);
  // Walk from the next UTC midnight of the local date back or forth by the zone's offset there.
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const guess = Date.UTC(year, month - 1, day + 1);
  const local = partsIn(new Date(guess), timeZone);
  const offsetMs = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second) - guess;
  const candidate = new Date(guess - offsetMs);
  // Just after a change of offset the guess can land an hour off; the first instant of the next day is what counts.
  return memberDay(new Date(candidate.getTime() - 1), timeZone) === today ? candidate : new Date(candidate.getTime() - 3_600_000);
};

/** What the swipe game shows about today's likes. */
export interface SwipeAllowance {
  readonly likesLeft: number;
  /** When a like is possible again; null while likes are left. */
  readonly nextLikeAt: string | null;
}

export const swipeAllowance = (likesUsedToday: number, instant: Date, timeZone: string): SwipeAllowance => {
  const likesLeft = Math.max(0, SWIPE_LIKES_PER_DAY - likesUsedToday);
  return { likesLeft, nextLikeAt: likesLeft > 0 ? null : nextMemberDayStart(instant, timeZone).toISOString() };
};
