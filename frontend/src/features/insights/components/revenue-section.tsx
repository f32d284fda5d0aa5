import { useTranslation } from 'react-i18next';
import type { InsightsView, RevenueShare } from '@dating/domain';
import { DailyBarChart } from './daily-bar-chart.js';
import { Figure } from './figure.js';

type Shares = InsightsView['revenue_by'];
const SHARES: readonly { readonly by: keyof Shares; readonly title: string }[] = [
  { by: 'country', title: 'insights.byCountry' },
  { by: 'method', title: 'insights.byMethod' },
  { by: 'bundle', title: 'insights.byBundle' },
];

/** Revenue, refunds and chargebacks per day for each currency, and the range's revenue by country, method and bundle. */
export const RevenueSection = ({ revenue, revenueBy }: { revenue: InsightsView['revenue']; revenueBy: Shares }) => {
  const { t, i18n } = useTranslation('staff');
  const money = (currency: string) => (cents: number) => new Intl.NumberFormat(i18n.language, { style: 'currency', currency }).format(cents / 100);
  const currencies = [...new Set(revenue.map((day) => day.currency))];
  const series = [t('insights.revenueAmount'), t('insights.refunds'), t('insights.chargebacks')];
  const shareLabel = (by: keyof Shares, share: RevenueShare) => (share.value === null ? t('insights.none') : by === 'bundle' ? t('insights.bundle', { bundle: share.value }) : share.value);
  return (
    <section className="card mb-4" aria-labelledby="insights-revenue">
      <div className="card-body">
        <h2 id="insights-revenue" className="h4">
          {t('insights.revenue')}
        </h2>
        {currencies.length === 0 && <p className="text-body-secondary">{t('insights.empty')}</p>}
        {currencies.map((currency) => (
          <DailyBarChart
            key={currency}
            days={revenue
              .filter((day) => day.currency === currency)
              .map((day) => ({ day: day.day.slice(5), [series[0]!]: (day.revenue_cents ?? 0) / 100, [series[1]!]: (day.refunded_cents ?? 0) / 100, [series[2]!]: (day.charged_back_cents ?? 0) / 100 }))}
            series={series}
            label={t('insights.revenueChart', { currency })}
          />
        ))}
        <div className="row g-3 mt-1">
          {SHARES.filter(({ by }) => revenueBy[by].length > 0).map(({ by, title }) => (
            <div key={by} className="col-12 col-md-4">
              <table className="stacked-table">
                <caption>{t(title)}</caption>
                <tbody>
                  {revenueBy[by].map((share) => (
                    <tr key={`${share.value} ${share.currency}`}>
                      <th scope="row" className="fw-normal text-break">
                        {shareLabel(by, share)}
                      </th>
                      <td data-label={t('insights.revenueAmount')} className="text-end">
                        <Figure value={share.revenue_cents} format={money(share.currency)} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
};
