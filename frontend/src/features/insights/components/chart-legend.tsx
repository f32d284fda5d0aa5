import { SERIES_COLOURS } from './chart-theme.js';

/** A chart's series and their colours, as text that wraps on a phone (the charts' own legends run off its edge). */
export const ChartLegend = ({ series }: { series: readonly string[] }) => (
  <ul className="list-inline small mb-0 mt-1">
    {series.map((name, index) => (
      <li key={name} className="list-inline-item me-3">
        <span aria-hidden="true" className="d-inline-block me-1 align-middle" style={{ width: 10, height: 10, background: SERIES_COLOURS[index] }} />
        {name}
      </li>
    ))}
  </ul>
);
