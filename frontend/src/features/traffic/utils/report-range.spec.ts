import { firstReportRange } from './report-range.js';

describe(firstReportRange.name, () => {
  it('opens on the last seven UTC days, today included', () =>
    expect(firstReportRange(new Date('2026-11-28T00:30:00.000Z'))).toEqual({ from: '2026-11-22', to: '2026-11-28' }));
});
