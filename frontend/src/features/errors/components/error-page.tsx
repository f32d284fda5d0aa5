import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.js';
import { languageOfLocale } from '../../../i18n/languages.js';
import { useRequestInfo } from '../../../lib/request-context.js';
import { ERROR_PAGE_TEXTS } from './error-page.texts.js';

const NOT_FOUND = 404;
const DEFAULT_STATUS = 500;

type ErrorPageProps = { status?: number; message?: string };

/** The page's texts in the current language, from its own copy (see error-page.texts.ts). */
const useErrorPageTexts = () => ERROR_PAGE_TEXTS[languageOfLocale(useTranslation().i18n.language ?? '')];

/** Spec §8: message (default 'Error') and status (default 500); a 404 offers the way home. */
export const ErrorPage = ({ status = DEFAULT_STATUS, message }: ErrorPageProps) => {
  const text = useErrorPageTexts();
  // Rendered on the server, the page answers with its own status (a 404 is not a page search engines should keep).
  useRequestInfo().reportStatus?.(status);
  const notFound = status === NOT_FOUND;
  return (
    <section className="container py-5 text-center error-page">
      <p className="error-page__status display-1 fw-bold mb-0">{status}</p>
      <h1 className="h3 mb-4">{message ?? (notFound ? text.notFound : text.error)}</h1>
      {notFound && (
        <Link className="btn btn-primary btn-lg" to={paths.home}>
          {text.backHome}
        </Link>
      )}
    </section>
  );
};
