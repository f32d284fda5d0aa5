/** Chart text and lines dark enough on white for WCAG AA; series colours told apart with colour blindness too. */
export const CHART_THEME = {
  text: { fill: '#212529', fontSize: 12 },
  axis: { ticks: { text: { fill: '#212529', fontSize: 11 }, line: { stroke: '#6c757d' } }, legend: { text: { fill: '#212529', fontSize: 12 } } },
  grid: { line: { stroke: '#dee2e6' } },
  tooltip: { container: { color: '#212529', fontSize: 13 } },
  labels: { text: { fill: '#212529', fontSize: 12 } },
};

export const SERIES_COLOURS = ['#1f5fa8', '#b35900', '#1e7b3a', '#a3238e'];

/** Room for the axes' labels around a chart: enough for a day or a step's name on a phone. */
export const CHART_MARGIN = { top: 10, right: 16, bottom: 48, left: 56 };

// A phone has room for about this many day labels under a chart.
const DAY_TICKS = 7;

/** The days to label under a chart of `days`: every one while they fit, else evenly spread. */
export const dayTicks = (days: readonly string[]): string[] => {
  const every = Math.ceil(days.length / DAY_TICKS);
  return days.filter((_, index) => index % every === 0);
};
