import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.js';

/**
 * While invisible mode is on the member is reminded in the header on every page, since nobody can find
 * them meanwhile; it leads to the settings where it is switched off. On a phone the word gives way to the dot.
 */
export const InvisibleModeBadge = () => {
  const { t } = useTranslation('common');
  return (
    <Link
      className="invisible-mode-badge badge rounded-pill text-bg-dark text-decoration-none d-inline-flex align-items-center gap-1"
      to={{ pathname: paths.myProfile, search: '?tab=settings' }}
      title={t('invisibleMode.explanation')}
      aria-label={t('invisibleMode.explanation')}
    >
      <span className="invisible-mode-badge__dot" aria-hidden="true" />
      <span className="d-none d-sm-inline">{t('invisibleMode.on')}</span>
    </Link>
  );
};
