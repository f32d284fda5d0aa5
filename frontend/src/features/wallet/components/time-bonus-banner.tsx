import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.js';
import type { RunningTimeBonus } from '../hooks/use-time-bonus.js';

/** The welcome bonus and the time it has left, above the members area and the credits page. */
export const TimeBonusBanner = ({ running, linkToCredits }: { running: RunningTimeBonus; linkToCredits: boolean }) => {
  const { t } = useTranslation('credits');
  const { hours, minutes, seconds } = running.countdown;
  return (
    <div className="time-bonus-banner alert alert-warning d-flex flex-wrap align-items-center justify-content-between gap-2" role="region" aria-label={t('timeBonus.label')}>
      <span>
        {t('timeBonus.banner', { percentage: running.bonus.percentage })}{' '}
        <strong className="time-bonus-banner__clock">
          <time dateTime={`PT${hours}H${minutes}M${seconds}S`}>{`${hours}:${minutes}:${seconds}`}</time>
        </strong>
      </span>
      {linkToCredits && (
        <Link className="btn btn-dark btn-sm" to={paths.credits}>
          {t('timeBonus.cta')}
        </Link>
      )}
    </div>
  );
};
