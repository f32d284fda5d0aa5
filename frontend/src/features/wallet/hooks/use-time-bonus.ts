import type { TimeBonusView } from '@dating/domain';
import { useEffect, useState } from 'react';
import type { User } from '../../../types/api.js';
import { useGetTimeBonusQuery } from '../../../lib/shared-endpoints.js';
import { countdownTo, type Countdown } from '../utils/countdown.js';

const TICK_MS = 1_000;

export interface RunningTimeBonus {
  readonly bonus: TimeBonusView;
  readonly countdown: Countdown;
}

/**
 * Spec §4: the welcome bonus for a logged-in member who has not paid, counted down every second. The server says
 * whether it runs; this only shows it, and forgets it at zero or when the member logs out or pays.
 */
export const useTimeBonus = (user: User | null): RunningTimeBonus | null => {
  const eligible = user !== null && !user.paid_user;
  const { data: bonus } = useGetTimeBonusQuery(undefined, { skip: !eligible });
  const [now, setNow] = useState(() => Date.now());
  const running = eligible && bonus ? countdownTo(bonus.expires, now) : null;

  useEffect(() => {
    if (!eligible || !bonus) return undefined;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (!countdownTo(bonus.expires, current)) clearInterval(timer);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [eligible, bonus]);

  return running && bonus ? { bonus, countdown: running } : null;
};
