import { accountStreamId, type MemberEvent } from '@dating/domain';
import { postgresIsAvailable } from '@dating/platform/testing';
import { useProjectionTestBed } from '../testing/projection-test-bed.js';
import { deletionDeadlinesProjection, dueDeletionDeadlines } from './deletion-deadlines.projection.js';

const describeWithServices = (await postgresIsAvailable()) ? describe : describe.skip;

const requested = (memberId: string, finalDeletionAt: string): MemberEvent => ({
  type: 'AccountDeletionRequested',
  data: { memberId, reasons: ['privacy'], comment: null, reactivationTokenId: `re-${memberId}`, requestedAt: '2026-11-01T10:00:00.000Z', finalDeletionAt },
});
const reactivated = (memberId: string): MemberEvent => ({ type: 'AccountReactivated', data: { memberId, reactivatedAt: '2026-11-02T10:00:00.000Z' } });
const erased = (memberId: string): MemberEvent => ({ type: 'AccountErased', data: { memberId, erasedAt: '2026-11-20T10:00:00.000Z' } });

describeWithServices('deletion deadlines projection (PostgreSQL)', () => {
  const bed = useProjectionTestBed(deletionDeadlinesProjection);
  const append = (memberId: string, events: MemberEvent[]) => bed.append(accountStreamId(memberId), events);
  const dueAt = async (iso: string) => {
    await bed.catchUp();
    return (await dueDeletionDeadlines(bed.sql, new Date(iso), 10)).map((deadline) => deadline.memberId);
  };

  it('lists a deleted account once its final deletion time has come, earliest first', async () => {
    await append('anna', [requested('anna', '2026-11-15T10:00:00.000Z')]);
    await append('bert', [requested('bert', '2026-11-14T10:00:00.000Z')]);
    expect(await dueAt('2026-11-14T09:59:59.000Z')).toEqual([]);
    expect(await dueAt('2026-11-14T10:00:00.000Z')).toEqual(['bert']);
    expect(await dueAt('2026-11-16T00:00:00.000Z')).toEqual(['bert', 'anna']);
  });

  it('forgets the deadline when the account is reactivated, and keeps the new one of a second deletion', async () => {
    await append('anna', [requested('anna', '2026-11-15T10:00:00.000Z'), reactivated('anna')]);
    expect(await dueAt('2026-12-31T00:00:00.000Z')).toEqual([]);
    await append('anna', [requested('anna', '2026-11-20T10:00:00.000Z')]);
    expect(await dueAt('2026-11-16T00:00:00.000Z')).toEqual([]);
    expect(await dueAt('2026-11-21T00:00:00.000Z')).toEqual(['anna']);
  });

  it('forgets the deadline once the account is erased', async () => {
    await append('anna', [requested('anna', '2026-11-15T10:00:00.000Z'), erased('anna')]);
    expect(await dueAt('2026-12-31T00:00:00.000Z')).toEqual([]);
  });
});
