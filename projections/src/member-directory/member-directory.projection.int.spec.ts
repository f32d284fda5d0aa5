import { randomUUID } from 'node:crypto';
import type { MemberEvent } from '@dating/domain';
import { postgresIsAvailable } from '@dating/platform/testing';
import { asSqlProjection } from '../document-projection/document-projection.js';
import { useProjectionTestBed } from '../testing/projection-test-bed.js';
import { replayProjection } from '../cli/replay.js';
import { memberDirectoryProjection, type MemberDirectoryEntry } from './member-directory.projection.js';

const describeWithServices = (await postgresIsAvailable()) ? describe : describe.skip;

const signedUp = (memberId: string): MemberEvent => ({
  type: 'MemberSignedUp',
  data: {
    memberId,
    name: 'Anna',
    email: 'anna@example.com',
    dateOfBirth: '1990-01-01',
    passwordHashRef: 'ref',
    language: 'nl',
    domain: 'localhost',
    country: 'NL',
    tracking: {},
    signedUpAt: '2026-11-22T10:00:00.000Z',
  },
});
const confirmed = (memberId: string): MemberEvent => ({ type: 'MemberConfirmed', data: { memberId, confirmedAt: '2026-11-22T11:00:00.000Z' } });

describeWithServices('member directory projection (PostgreSQL)', () => {
  const bed = useProjectionTestBed(asSqlProjection(memberDirectoryProjection));

  const append = (memberId: string, events: MemberEvent[]) => bed.append(`member-${memberId}`, events);
  const directory = async () =>
    (await bed.sql.query<{ id: string; doc: MemberDirectoryEntry }>('select id, doc from rm_member_directory order by id')).rows;

  it('keeps one document per member, without personal fields', async () => {
    const memberId = randomUUID();
    await append(memberId, [signedUp(memberId), confirmed(memberId)]);
    await bed.catchUp();
    const rows = await directory();
    expect(rows).toEqual([
      {
        id: memberId,
        doc: {
          memberId,
          status: 'confirmed',
          language: 'nl',
          domain: 'localhost',
          country: 'NL',
          signedUpAt: '2026-11-22T10:00:00.000Z',
          confirmedAt: '2026-11-22T11:00:00.000Z',
        },
      },
    ]);
    expect(JSON.stringify(rows)).not.toMatch(/Anna|anna@example.com|1990-01-01/);
  });

  it('replays from position zero into a fresh table, swaps it in, and the live projector carries on from there', async () => {
    const [first, second, third] = [randomUUID(), randomUUID(), randomUUID()];
    await append(first, [signedUp(first)]);
    await append(second, [signedUp(second), confirmed(second)]);
    await bed.catchUp();
    await bed.sql.query('delete from rm_member_directory'); // a damaged read model

    const advanced: number[] = [];
    await replayProjection({ sql: bed.sql, eventStore: bed.store, personalFields: bed.personalFields }, asSqlProjection(memberDirectoryProjection), {
      start: () => undefined,
      advance: (events) => advanced.push(events),
      waitingForLiveProjector: () => undefined,
    });
    expect((await directory()).map((row) => row.id).sort()).toEqual([first, second].sort());
    expect(advanced.reduce((sum, events) => sum + events, 0)).toBe(3);

    await append(third, [signedUp(third)]);
    await bed.catchUp();
    expect(await directory()).toHaveLength(3);
    expect((await directory()).find((row) => row.id === second)?.doc.status).toBe('confirmed');
  });
});
