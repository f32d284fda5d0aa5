import { useTranslation } from 'react-i18next';
import { ResponsiveHeatMap } from '@nivo/heatmap';
import type { RetentionCohort } from '@dating/domain';
import { CHART_THEME } from './chart-theme.js';

// Wide enough for "100 %" in a cell; the chart scrolls sideways on a phone rather than squeezing them.
const CELL_WIDTH = 52;
const ROW_HEIGHT = 34;

/** Weekly cohort retention as a heat map: each signup week's share of members active in the weeks after. */
export const RetentionSection = ({ retention }: { retention: readonly RetentionCohort[] }) => {
  const { t, i18n } = useTranslation('staff');
  const weeks = Math.max(1, ...retention.map((cohort) => cohort.retained.length));
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 });
  const data = retention.map((cohort) => ({
    id: cohort.week,
    data: Array.from({ length: weeks }, (_, week) => ({ x: t('insights.weeksAfter', { week }), y: cohort.retained[week] ?? null })),
  }));
  return (
    <section className="card mb-4" aria-labelledby="insights-retention">
      <div className="card-body">
        <h2 id="insights-retention" className="h4">
          {t('insights.retention')}
        </h2>
        <p className="text-body-secondary small">{t('insights.retentionChart')}</p>
        <div className="overflow-x-auto">
          <div style={{ height: 60 + ROW_HEIGHT * Math.max(1, data.length), minWidth: 96 + CELL_WIDTH * weeks }}>
            <ResponsiveHeatMap
              data={data}
              margin={{ top: 40, right: 8, bottom: 8, left: 96 }}
              valueFormat={(value) => percent.format(value)}
              colors={{ type: 'sequential', scheme: 'blues', minValue: 0, maxValue: 1 }}
              emptyColor="#f1f3f5"
              theme={CHART_THEME}
              // Dark text on the pale cells, white on the dark ones: AA contrast either way.
              labelTextColor={(cell) => ((cell.value ?? 0) > 0.45 ? '#ffffff' : '#212529')}
              axisTop={{ tickSize: 0, tickPadding: 6 }}
              axisLeft={{ tickSize: 0, tickPadding: 6 }}
              role="img"
              ariaLabel={t('insights.retentionChart')}
            />
          </div>
        </div>
      </div>
    </section>
  );
};
