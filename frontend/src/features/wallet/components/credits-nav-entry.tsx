import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '../../../config/paths.js';
import type { User } from '../../../types/api.js';
import { creditsBadgeOf } from '../utils/countdown.js';

/** Spec §2 navigation: paid members get their credits with a badge when low; others an invitation to premium. */
export const CreditsNavEntry = ({ user }: { user: User }) => {
  const { t } = useTranslation('credits');
  if (!user.paid_user) {
    return (
      <NavLink className="nav-link credits-nav-entry text-nowrap" to={paths.premium}>
        {t('nav.getPremium')}
      </NavLink>
    );
  }
  const badge = creditsBadgeOf(user.credits);
  return (
    <NavLink className="nav-link credits-nav-entry text-nowrap" to={paths.credits}>
      {t('nav.credits')}
      {badge && (
        <span className={`badge rounded-pill ms-1 text-bg-${badge}`}>
          {user.credits}
          <span className="visually-hidden"> {t('nav.creditsLeft', { count: user.credits })}</span>
        </span>
      )}
    </NavLink>
  );
};
