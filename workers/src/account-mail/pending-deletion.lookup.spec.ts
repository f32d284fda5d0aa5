import type { MemberEvent, RecordedEvent } from '@dating/domain';
import { pendingDeletionFromLog } from './pending-deletion.lookup.js';

const NOW = '2026-11-22T10:00:00.000Z';
const FINAL = '2026-12-06T10:00:00.000Z';

const storeOf = (events: MemberEvent[]) => ({
  readStream: async (): Promise<RecordedEvent[]> =>
    events.map((event, index) => ({ id: `e${index}`, streamId: 'member-m1', streamVersion: index + 1, ...event, metadata: {}, recordedAt: NOW, checkpoint: String(index) })),
});

const signedUp: MemberEvent = {
  type: 'MemberSignedUp',
  data: {
    memberId: 'm1',
    name: 'Anna',
    email: 'anna@example.com',
    dateOfBirth: '1990-01-01',
    passwordHashRef: 'ref',
    language: 'nl',
    domain: 'localhost',
    country: null,
    tracking: {},
    signedUpAt: NOW,
  },
};
const deletionRequested: MemberEvent = {
  type: 'AccountDeletionRequested',
  data: { memberId: 'm1', reasons: ['other'], comment: null, reactivationTokenId: 'r1', requestedAt: NOW, finalDeletionAt: FINAL },
};

describe(pendingDeletionFromLog.name, () => {
  it('gives the pending deletion of a member who asked for it', async () => {
    await expect(pendingDeletionFromLog(storeOf([signedUp, deletionRequested]))('m1')).resolves.toMatchObject({
      reactivationTokenId: 'r1',
      requestedAt: NOW,
      finalDeletionAt: FINAL,
    });
  });

  it('gives none once the member is reactivated or erased, or for an unknown member', async () => {
    const reactivated: MemberEvent = { type: 'AccountReactivated', data: { memberId: 'm1', reactivatedAt: NOW } };
    const erased: MemberEvent = { type: 'AccountErased', data: { memberId: 'm1', erasedAt: FINAL } };

    await expect(pendingDeletionFromLog(storeOf([signedUp, deletionRequested, reactivated]))('m1')).resolves.toBeNull();
    await expect(pendingDeletionFromLog(storeOf([signedUp, deletionRequested, erased]))('m1')).resolves.toBeNull();
    await expect(pendingDeletionFromLog(storeOf([]))('m1')).resolves.toBeNull();
  });
});
