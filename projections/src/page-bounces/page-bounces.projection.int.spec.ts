import { pageBounceDecider, pageBounceRequestSchema, pageBounceStreamId } from '@dating/domain';
import { postgresIsAvailable } from '@dating/platform/testing';
import { replayProjection } from '../cli/replay.js';
import { useProjectionTestBed } from '../testing/projection-test-bed.js';
import { pageBouncesProjection } from './page-bounces.projection.js';
import { pageBouncesBetween } from './page-bounces.queries.js';

const describeWithServices = (await postgresIsAvailable()) ? describe : describe.skip;
const visit = (n: number) => `7d1e4c52-9a0b-4c3d-8e2f-${String(n).padStart(12, '0')}`;

describeWithServices('page bounces projection (PostgreSQL)', () => {
  const bed = useProjectionTestBed(pageBouncesProjection);
  let visits = 0;
  const bounce = async (at: string, path: string, seconds: number, source: { network?: string; ref?: string } = {}) => {
    const visitId = visit((visits += 1));
    const data = pageBounceRequestSchema.parse({ visit_id: visitId, path, seconds_on_page: seconds, ...source });
    await bed.append(pageBounceStreamId(visitId), pageBounceDecider.decide({ type: 'RecordPageBounce', data, metadata: { now: at } }, pageBounceDecider.initialState));
  };

  it('counts bounces per UTC day, landing page and traffic source, with the average stay', async () => {
    await bounce('2026-11-26T23:59:59.000Z', '/', 4, { network: 'adnet' });
    await bounce('2026-11-27T00:00:00.000Z', '/', 3, { network: 'adnet', ref: 'spring' });
    await bounce('2026-11-27T08:00:00.000Z', '/', 10, { network: 'adnet', ref: 'spring' });
    await bounce('2026-11-27T09:00:00.000Z', '/', 20, { network: 'adnet', ref: 'spring' });
    await bounce('2026-11-27T10:00:00.000Z', '/she', 7);
    await bounce('2026-11-28T10:00:00.000Z', '/', 1, { network: 'adnet' });
    await bed.catchUp();

    const report = await pageBouncesBetween(bed.sql, '2026-11-26', '2026-11-27');
    expect(report).toEqual([
      { day: '2026-11-27', path: '/', network: 'adnet', ref: 'spring', bounces: 3, average_seconds_on_page: 11 },
      { day: '2026-11-27', path: '/she', network: null, ref: null, bounces: 1, average_seconds_on_page: 7 },
      { day: '2026-11-26', path: '/', network: 'adnet', ref: null, bounces: 1, average_seconds_on_page: 4 },
    ]);

    // The counts are the log's: rebuilt from it, they come out the same.
    await replayProjection({ sql: bed.sql, eventStore: bed.store, personalFields: bed.personalFields }, pageBouncesProjection, {
      start: () => undefined,
      advance: () => undefined,
      waitingForLiveProjector: () => undefined,
    });
    expect(await pageBouncesBetween(bed.sql, '2026-11-26', '2026-11-27')).toEqual(report);
  });
});
