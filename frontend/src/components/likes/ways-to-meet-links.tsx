import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths.js';

/** Where to find members to like next: the swipe game first, then the search. */
export const WaysToMeetLinks = ({ className = '' }: { className?: string }) => {
  const { t } = useTranslation('likes');
  return (
    <div className={`d-flex flex-wrap justify-content-center gap-2 ${className}`}>
      <Link className="btn btn-primary" to={paths.swipeGame}>
        {t('page.toSwipeGame')}
      </Link>
      <Link className="btn btn-outline-primary" to={paths.members}>
        {t('page.toSearch')}
      </Link>
    </div>
  );
};
