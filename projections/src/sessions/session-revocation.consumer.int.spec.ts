import type { RecordedEvent } from '@dating/domain';
import { createPgliteSql, SessionStore, type SqlPort } from '@dating/platform';
import { sessionRevocationConsumer } from './session-revocation.consumer.js';

const OPENED = new Date('2026-11-01T10:00:00.000Z');
const ENDED_AT = '2026-11-02T10:00:00.000Z';
const LATER = new Date('2026-11-03T10:00:00.000Z');
const EXPIRES = new Date('2026-12-01T10:00:00.000Z');

const recorded = (type: string, data: Record<string, unknown>): RecordedEvent => ({
  id: `${type}-event`,
  streamId: 'member-ann',
  streamVersion: 2,
  type,
  data,
  metadata: {},
  recordedAt: ENDED_AT,
  checkpoint: '1',
});

describe('sessionRevocationConsumer', () => {
  let sql: SqlPort;
  let sessions: SessionStore;
  const openSessions = async () => (await sql.query<{ token_hash: string }>('select token_hash from member_sessions order by token_hash')).rows.map((row) => row.token_hash);

  // One database for the file: each test opens the same sessions again.
  beforeAll(async () => {
    sql = await createPgliteSql();
    await SessionStore.migrate(sql);
    sessions = new SessionStore(sql);
  });
  beforeEach(async () => {
    await sql.query('delete from member_sessions');
    await sessions.open('ann-phone', 'ann', OPENED, EXPIRES);
    await sessions.open('ann-laptop', 'ann', OPENED, EXPIRES);
    await sessions.open('ann-later', 'ann', LATER, EXPIRES);
    await sessions.open('bob-phone', 'bob', OPENED, EXPIRES);
  });
  afterAll(() => sql.close());

  describe('when a password changes', () => {
    it('ends the sessions of the member opened until then, save the one that changed it', async () => {
      const changed = recorded('PasswordChanged', { memberId: 'ann', passwordHashRef: 'pw-2', keptSessionHash: 'ann-phone', changedAt: ENDED_AT });

      await sql.transaction((tx) => sessionRevocationConsumer.handle([changed], tx));

      expect(await openSessions()).toEqual(['ann-later', 'ann-phone', 'bob-phone']);
    });
  });

  describe.each([
    ['AccountDeletionRequested', { requestedAt: ENDED_AT }],
    ['MemberBanned', { bannedAt: ENDED_AT }],
    ['AccountErased', { erasedAt: ENDED_AT }],
  ])('when %s', (type, at) => {
    it('ends every session of the member opened until then', async () => {
      await sql.transaction((tx) => sessionRevocationConsumer.handle([recorded(type, { memberId: 'ann', ...at })], tx));

      expect(await openSessions()).toEqual(['ann-later', 'bob-phone']);
    });
  });

  it('leaves sessions alone on any other event', async () => {
    await sql.transaction((tx) => sessionRevocationConsumer.handle([recorded('MemberConfirmed', { memberId: 'ann', confirmedAt: ENDED_AT })], tx));

    expect(await openSessions()).toEqual(['ann-laptop', 'ann-later', 'ann-phone', 'bob-phone']);
  });
});
