import { useTranslation } from 'react-i18next';
import { AlertMessage } from '../../../components/ui/alert-message.js';
import { Icon } from '../../../components/ui/icons.js';
import { PageSpinner } from '../../../components/ui/page-spinner.js';
import { useErrorText } from '../../../i18n/use-error-text.js';
import { toApiError } from '../../../lib/api-error.js';
import { useGetOpenReportsQuery } from '../api/reports-api.js';
import { ReportReviewCard } from './report-review-card.js';
import './reports.scss';

/** The staff queue of open reports, newest first. */
export const StaffReportsPage = () => {
  const { t, i18n } = useTranslation('reports');
  const errorText = useErrorText();
  const { data: reports, error } = useGetOpenReportsQuery();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section className="container py-4 py-md-5">
      <header className="mb-4">
        <h1 className="reports__title">{t('staff.title')}</h1>
        <p className="text-body-secondary mb-0">{t('staff.intro')}</p>
      </header>
      {error && <AlertMessage variant="danger">{errorText(toApiError(error)!.code)}</AlertMessage>}
      {!error && !reports && <PageSpinner />}
      {reports?.length === 0 && (
        <div className="reports__empty text-center py-5">
          <span className="status-icon status-icon--success mx-auto mb-3">
            <Icon name="check" />
          </span>
          <p className="h5 mb-0">{t('staff.empty')}</p>
        </div>
      )}
      {reports && reports.length > 0 && (
        <ul className="list-unstyled row g-3 g-lg-4 row-cols-1 row-cols-lg-2" aria-label={t('staff.queue')}>
          {reports.map((report) => (
            <li className="col" key={report.id}>
              <ReportReviewCard report={report} reportedAt={when.format(new Date(report.reported_at))} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};
