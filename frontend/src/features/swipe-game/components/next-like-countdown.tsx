import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countdownText } from '../utils/countdown.js';

const RETRY_MS = 10_000;

/** Spec §5 swipe game: once today's likes are used, the time until the next one, to the second. */
export const NextLikeCountdown = ({ until, onReached }: { until: string; onReached: () => void }) => {
  const { t } = useTranslation('likes');
  const [now, setNow] = useState(() => new Date());
  const reached = now.getTime() >= Date.parse(until);
  useEffect(() => {
    if (reached) return;
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, [reached]);
  useEffect(() => {
    if (!reached) return;
    onReached();
    // The browser's clock may run ahead of the server's: ask again until the new day has begun there too.
    const retry = setInterval(onReached, RETRY_MS);
    return () => clearInterval(retry);
  }, [reached, onReached]);
  return (
    <p className="swipe-game__wait mb-2">
      {t('swipe.nextLikeIn')} <time dateTime={until} className="swipe-game__countdown">{countdownText(new Date(until), now)}</time>
    </p>
  );
};
