/** hh:mm:ss until `until` (never negative): the swipe game's wait for the next like. */
export const countdownText = (until: Date, now: Date): string => {
  const seconds = Math.max(0, Math.ceil((until.getTime() - now.getTime()) / 1000));
  const parts = [Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60];
  return parts.map((part) => String(part).padStart(2, '0')).join(':');
};

/** How far a card must travel sideways before letting go counts as a swipe. */
export const SWIPE_THRESHOLD_PX = 100;

/** A released drag: a like to the right, a pass to the left, nothing in between. */
export const swipeChoiceOf = (dragX: number): 'like' | 'pass' | undefined =>
  dragX >= SWIPE_THRESHOLD_PX ? 'like' : dragX <= -SWIPE_THRESHOLD_PX ? 'pass' : undefined;
