import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { insightsQuerySchema, type InsightsQuery, type InsightsView } from '@dating/domain';
import { AlertMessage } from '../../../components/ui/alert-message.js';
import { PageSpinner } from '../../../components/ui/page-spinner.js';
import { TextField } from '../../../components/ui/text-field.js';
import { useErrorText } from '../../../i18n/use-error-text.js';
import { toApiError } from '../../../lib/api-error.js';
import { useGetInsightsQuery } from '../api/insights-api.js';
import { MessagingSection, ModerationSection } from './activity-section.js';
import { FunnelSection } from './funnel-section.js';
import { RetentionSection } from './retention-section.js';
import { RevenueSection } from './revenue-section.js';

const DAY_MS = 86_400_000;
/** Four weeks, today included: enough for a funnel and a first look at retention. */
const FIRST_RANGE_DAYS = 28;
const utcDay = (at: Date) => at.toISOString().slice(0, 10);

const FILTERS = ['site', 'country', 'language'] as const;
type Filter = (typeof FILTERS)[number];
const CHOICES: Readonly<Record<Filter, keyof InsightsView['choices']>> = { site: 'sites', country: 'countries', language: 'languages' };

const nothingIn = (view: InsightsView) => view.funnel_by.week.length === 0 && view.revenue.length === 0 && view.messaging.length === 0 && view.moderation.length === 0;

/** Staff: the analytic lake's figures (funnel, retention, revenue, messages, moderation), filtered by days, site, country and language. */
export const InsightsPage = ({ now = new Date() }: { now?: Date }) => {
  const { t, i18n } = useTranslation('staff');
  const errorText = useErrorText();
  const formId = useId();
  const [filters, setFilters] = useState<InsightsQuery>(() => ({ from: utcDay(new Date(now.getTime() - (FIRST_RANGE_DAYS - 1) * DAY_MS)), to: utcDay(now) }));
  const [typed, setTyped] = useState<InsightsQuery>(filters);
  const { data: view, error, isFetching } = useGetInsightsQuery(filters);
  const show = (event: FormEvent) => {
    event.preventDefault();
    const parsed = insightsQuerySchema.safeParse(typed);
    if (parsed.success) setFilters(parsed.data);
  };
  const names: Readonly<Record<Filter, (value: string) => string>> = {
    site: (value) => value,
    country: (value) => new Intl.DisplayNames([i18n.language], { type: 'region' }).of(value) ?? value,
    language: (value) => new Intl.DisplayNames([i18n.language], { type: 'language' }).of(value) ?? value,
  };
  return (
    <section className="container py-4 py-md-5">
      <header className="mb-4">
        <h1>{t('insights.title')}</h1>
        <p className="text-body-secondary mb-0">{t('insights.intro')}</p>
      </header>
      <form className="row g-3 align-items-end mb-4" onSubmit={show}>
        <TextField className="col-12 col-sm-6 col-lg-2" name="from" type="date" label={t('insights.from')} value={typed.from} max={typed.to} required onChange={(event) => setTyped({ ...typed, from: event.target.value })} />
        <TextField className="col-12 col-sm-6 col-lg-2" name="to" type="date" label={t('insights.to')} value={typed.to} min={typed.from} required onChange={(event) => setTyped({ ...typed, to: event.target.value })} />
        {FILTERS.map((filter) => (
          <div key={filter} className="col-12 col-sm-4 col-lg-2">
            <label htmlFor={`${formId}-${filter}`} className="form-label">
              {t(`insights.${filter}`)}
            </label>
            <select
              id={`${formId}-${filter}`}
              name={filter}
              className="form-select form-select-lg"
              value={typed[filter] ?? ''}
              onChange={(event) => setTyped({ ...typed, [filter]: event.target.value || undefined })}
            >
              <option value="">{t('insights.everyone')}</option>
              {[...new Set([...(view?.choices[CHOICES[filter]] ?? []), ...(typed[filter] ? [typed[filter]] : [])])].map((value) => (
                <option key={value} value={value}>
                  {names[filter](value)}
                </option>
              ))}
            </select>
          </div>
        ))}
        <div className="col-12 col-lg-2">
          <button type="submit" className="btn btn-primary btn-lg w-100">
            {t('insights.show')}
          </button>
        </div>
      </form>
      {error && <AlertMessage variant="danger">{errorText(toApiError(error)!.code)}</AlertMessage>}
      {!error && (!view || isFetching) && <PageSpinner />}
      {!error && view && !isFetching && nothingIn(view) && <p className="h5 text-center py-5 mb-0">{t('insights.empty')}</p>}
      {!error && view && !isFetching && !nothingIn(view) && (
        <>
          <FunnelSection funnel={view.funnel} funnelBy={view.funnel_by} />
          <RetentionSection retention={view.retention} />
          <RevenueSection revenue={view.revenue} revenueBy={view.revenue_by} />
          <MessagingSection messaging={view.messaging} />
          <ModerationSection moderation={view.moderation} />
        </>
      )}
    </section>
  );
};
