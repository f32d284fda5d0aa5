import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { pageBouncesQuerySchema, type PageBouncesQuery } from '@dating/domain';
import { AlertMessage } from '../../../components/ui/alert-message.js';
import { PageSpinner } from '../../../components/ui/page-spinner.js';
import { TextField } from '../../../components/ui/text-field.js';
import { useErrorText } from '../../../i18n/use-error-text.js';
import { toApiError } from '../../../lib/api-error.js';
import { useGetPageBouncesQuery } from '../api/page-bounces-api.js';
import { firstReportRange } from '../utils/report-range.js';

/** Staff: the bounces of visitors who came with `lb`, per UTC day, landing page and traffic source. */
export const PageBouncesPage = ({ now = new Date() }: { now?: Date }) => {
  const { t } = useTranslation('staff');
  const errorText = useErrorText();
  const [range, setRange] = useState<PageBouncesQuery>(() => firstReportRange(now));
  const [typed, setTyped] = useState<PageBouncesQuery>(range);
  const { data: lines, error, isFetching } = useGetPageBouncesQuery(range);
  const show = (event: FormEvent) => {
    event.preventDefault();
    const parsed = pageBouncesQuerySchema.safeParse(typed);
    if (parsed.success) setRange(parsed.data);
  };
  const source = (value: string | null) => value ?? t('pageBounces.noSource');
  return (
    <section className="container py-4 py-md-5">
      <header className="mb-4">
        <h1>{t('pageBounces.title')}</h1>
        <p className="text-body-secondary mb-0">{t('pageBounces.intro')}</p>
      </header>
      <form className="row g-3 align-items-end mb-4" onSubmit={show}>
        <TextField className="col-12 col-sm-4" name="from" type="date" label={t('pageBounces.from')} value={typed.from} max={typed.to} required onChange={(event) => setTyped({ ...typed, from: event.target.value })} />
        <TextField className="col-12 col-sm-4" name="to" type="date" label={t('pageBounces.to')} value={typed.to} min={typed.from} required onChange={(event) => setTyped({ ...typed, to: event.target.value })} />
        <div className="col-12 col-sm-4">
          <button type="submit" className="btn btn-primary btn-lg w-100">
            {t('pageBounces.show')}
          </button>
        </div>
      </form>
      {error && <AlertMessage variant="danger">{errorText(toApiError(error)!.code)}</AlertMessage>}
      {!error && (!lines || isFetching) && <PageSpinner />}
      {!error && lines && !isFetching && lines.length === 0 && <p className="h5 text-center py-5 mb-0">{t('pageBounces.empty')}</p>}
      {!error && lines && !isFetching && lines.length > 0 && (
        <table className="table stacked-table">
          <caption>{t('pageBounces.caption', { from: range.from, to: range.to })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('pageBounces.day')}</th>
              <th scope="col">{t('pageBounces.page')}</th>
              <th scope="col">{t('pageBounces.network')}</th>
              <th scope="col">{t('pageBounces.ref')}</th>
              <th scope="col" className="text-end">
                {t('pageBounces.bounces')}
              </th>
              <th scope="col" className="text-end">
                {t('pageBounces.averageStay')}
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={`${line.day} ${line.path} ${line.network} ${line.ref}`}>
                <td data-label={t('pageBounces.day')}>{line.day}</td>
                <td data-label={t('pageBounces.page')} className="text-break">
                  {line.path}
                </td>
                <td data-label={t('pageBounces.network')} className="text-break">
                  {source(line.network)}
                </td>
                <td data-label={t('pageBounces.ref')} className="text-break">
                  {source(line.ref)}
                </td>
                <td data-label={t('pageBounces.bounces')} className="text-end">
                  {line.bounces}
                </td>
                <td data-label={t('pageBounces.averageStay')} className="text-end">
                  {t('pageBounces.seconds', { seconds: line.average_seconds_on_page })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
};
