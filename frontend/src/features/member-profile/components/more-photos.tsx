import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../config/paths.js';
import type { LoginReturnState } from '../../../lib/login-return.js';

type MorePhotosProps = { count: number; loggedIn: boolean };

/**
 * Spec §4: only premium members see every photo. Says how many more there are and the way to them: a visitor logs in
 * first and comes back to this profile, a member learns what premium gives.
 */
export const MorePhotos = ({ count, loggedIn }: MorePhotosProps) => {
  const { t } = useTranslation('members');
  const { pathname } = useLocation();
  const comeBack: LoginReturnState = { from: pathname };
  return (
    <p className="member-profile__more-photos d-flex flex-wrap align-items-baseline gap-2 mt-3 mb-0">
      <span>{t('profile.morePhotos.count', { count })}</span>
      {loggedIn ? (
        <Link to={paths.premium}>{t('profile.morePhotos.premium')}</Link>
      ) : (
        <Link to={paths.login} state={comeBack}>
          {t('profile.morePhotos.login')}
        </Link>
      )}
    </p>
  );
};
