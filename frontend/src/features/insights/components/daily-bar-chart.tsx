import { ResponsiveBar } from '@nivo/bar';
import { ChartLegend } from './chart-legend.js';
import { CHART_MARGIN, CHART_THEME, dayTicks, SERIES_COLOURS } from './chart-theme.js';

/** Figures per day as grouped bars, one colour per series, named `label` for those who cannot see it, its legend below. */
export const DailyBarChart = ({ days, series, label }: { days: Record<string, string | number>[]; series: string[]; label: string }) => (
  <>
    <div style={{ height: 260 }}>
      <ResponsiveBar
        data={days}
        keys={series}
        indexBy="day"
        groupMode="grouped"
        margin={CHART_MARGIN}
        colors={SERIES_COLOURS}
        theme={CHART_THEME}
        enableLabel={false}
        axisBottom={{ tickRotation: -45, tickValues: dayTicks(days.map(({ day }) => String(day))) }}
        role="img"
        ariaLabel={label}
      />
    </div>
    <ChartLegend series={series} />
  </>
);
