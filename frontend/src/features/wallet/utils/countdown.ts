/** Spec §4: the time bonus modal opens after 40 s in the members area. */
export const TIME_BONUS_MODAL_DELAY_MS = 40_000;

export interface Countdown {
  readonly hours: string;
  readonly minutes: string;
  readonly seconds: string;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** Time left until `expires`, each part padded to two digits; null once it has run out. */
export const countdownTo = (expires: string, now: number): Countdown | null => {
  const left = Math.floor((Date.parse(expires) - now) / 1000);
  if (!(left > 0)) return null;
  return { hours: twoDigits(Math.floor(left / 3600)), minutes: twoDigits(Math.floor((left % 3600) / 60)), seconds: twoDigits(left % 60) };
};

/** Spec §4: the modal only when the member has no credits, the bonus runs and it was not dismissed before. */
export const mayOpenTimeBonusModal = ({ credits, bonusRunning, dismissed }: { credits: number; bonusRunning: boolean; dismissed: boolean }): boolean =>
  credits === 0 && bonusRunning && !dismissed;

/** Spec §2 nav: a paid member's balance shows as a badge at 10 credits or fewer, warning colour above 0, danger at 0. */
export const creditsBadgeOf = (credits: number): 'danger' | 'warning' | null => (credits > 10 ? null : credits === 0 ? 'danger' : 'warning');
