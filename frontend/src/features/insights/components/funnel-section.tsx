import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveBar } from '@nivo/bar';
import { FUNNEL_BREAKDOWNS, FUNNEL_STEPS, type FunnelBreakdown, type InsightsView } from '@dating/domain';
import { CHART_THEME, SERIES_COLOURS } from './chart-theme.js';
import { Figure } from './figure.js';

const BREAKDOWN_LABELS: Readonly<Record<FunnelBreakdown, string>> = { network: 'insights.network', site: 'insights.site', country: 'insights.country', week: 'insights.week' };

/** The funnel from signup to second purchase, as bars, and broken down by traffic source, site, country or week as a table. */
export const FunnelSection = ({ funnel, funnelBy }: { funnel: InsightsView['funnel']; funnelBy: InsightsView['funnel_by'] }) => {
  const { t } = useTranslation('staff');
  const [breakdown, setBreakdown] = useState<FunnelBreakdown>('network');
  const selectId = useId();
  const stepName = (step: string) => t(`insights.steps.${step}`);
  // Read top to bottom: the chart draws the first row at the bottom.
  const bars = FUNNEL_STEPS.map((step) => ({ step: stepName(step), members: funnel[step] ?? 0 })).reverse();
  return (
    <section className="card mb-4" aria-labelledby="insights-funnel">
      <div className="card-body">
        <h2 id="insights-funnel" className="h4">
          {t('insights.funnel')}
        </h2>
        <div style={{ height: 320 }}>
          <ResponsiveBar
            data={bars}
            keys={['members']}
            indexBy="step"
            layout="horizontal"
            margin={{ top: 4, right: 24, bottom: 28, left: 128 }}
            colors={[SERIES_COLOURS[0]!]}
            theme={CHART_THEME}
            enableGridY={false}
            axisBottom={{ tickValues: 4 }}
            labelTextColor="#ffffff"
            labelSkipWidth={28}
            role="img"
            ariaLabel={t('insights.funnelChart')}
          />
        </div>
        <div className="d-flex flex-wrap align-items-center gap-2 mt-3 mb-2">
          <label htmlFor={selectId} className="form-label mb-0">
            {t('insights.by')}
          </label>
          <select id={selectId} className="form-select w-auto" value={breakdown} onChange={(event) => setBreakdown(event.target.value as FunnelBreakdown)}>
            {FUNNEL_BREAKDOWNS.map((option) => (
              <option key={option} value={option}>
                {t(BREAKDOWN_LABELS[option])}
              </option>
            ))}
          </select>
        </div>
        <div>
          <table className="stacked-table">
            <thead>
              <tr>
                <th scope="col">{t(BREAKDOWN_LABELS[breakdown])}</th>
                {FUNNEL_STEPS.map((step) => (
                  <th key={step} scope="col" className="text-end">
                    {stepName(step)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {funnelBy[breakdown].map((row) => (
                <tr key={row.value ?? ''}>
                  <th scope="row" className="text-break">
                    {row.value ?? t('insights.none')}
                  </th>
                  {FUNNEL_STEPS.map((step) => (
                    <td key={step} data-label={stepName(step)} className="text-end">
                      <Figure value={row[step]} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
};
