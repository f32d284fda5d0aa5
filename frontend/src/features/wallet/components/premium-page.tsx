import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icons.js';
import { paths } from '../../../config/paths.js';
import type { User } from '../../../types/api.js';
import './wallet.scss';

const BENEFITS = ['photos', 'allPhotos', 'functions', 'noSubscription'] as const;

/** Spec §2 premium package overview: what the first purchase brings, and the 46 % claim. */
export const PremiumPage = ({ user }: { user: User }) => {
  const { t } = useTranslation('credits');
  return (
    <div className="container wallet-page py-4">
      <h1 className="h2">{t('premium.title')}</h1>
      <p className="lead premium-claim">{t('premium.claim', { percentage: 46 })}</p>
      {user.paid_user && (
        <div className="alert alert-success" role="status">
          {t('premium.already')}
        </div>
      )}
      <ul className="premium-benefits list-unstyled">
        {BENEFITS.map((benefit) => (
          <li key={benefit} className="d-flex gap-2 align-items-start">
            <Icon name="check" className="text-success flex-shrink-0 mt-1" />
            <span>{t(`premium.benefits.${benefit}`)}</span>
          </li>
        ))}
      </ul>
      <p>{t('premium.howTo')}</p>
      <Link className="btn btn-primary btn-lg" to={paths.credits}>
        {user.paid_user ? t('premium.buyMore') : t('premium.cta')}
      </Link>
    </div>
  );
};
