import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.js';

const NOT_FOUND = 404;
const DEFAULT_STATUS = 500;

type ErrorPageProps = { status?: number; message?: string };

/** Spec §8: message (default 'Error') and status (default 500); a 404 offers the way home. */
export const ErrorPage = ({ status = DEFAULT_STATUS, message }: ErrorPageProps) => {
  const { t } = useTranslation('errors');
  const notFound = status === NOT_FOUND;
  return (
    <section className="container py-5 text-center error-page">
      <p className="error-page__status display-1 fw-bold mb-0">{status}</p>
      <h1 className="h3 mb-4">{message ?? (notFound ? t('page.notFound') : t('page.error'))}</h1>
      {notFound && (
        <Link className="btn btn-primary btn-lg" to={paths.home}>
          {t('page.backHome')}
        </Link>
      )}
    </section>
  );
};
