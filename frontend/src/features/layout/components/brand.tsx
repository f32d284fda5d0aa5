import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.js';

type BrandProps = { name: string | undefined };

/** The site's mark and name, linking home; on narrow screens only the mark shows, so the link carries the name itself. */
export const Brand = ({ name }: BrandProps) => {
  const { t } = useTranslation('common');
  return (
    <Link className="navbar-brand brand d-flex align-items-center" to={paths.home} aria-label={name ?? t('nav.home')}>
      <svg className="brand__mark" viewBox="0 0 32 32" aria-hidden="true">
        <path d="M16 29s-12-7.6-12-16A7 7 0 0 1 16 8.6 7 7 0 0 1 28 13c0 8.4-12 16-12 16z" />
      </svg>
      <span className="ms-2">{name}</span>
    </Link>
  );
};
