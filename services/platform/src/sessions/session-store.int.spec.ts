import { createPgliteSql } from '../sql/pglite-sql.adapter.js';
import type { SqlPort } from '../sql/sql.port.js';
import { SessionStore } from './session-store.js';

describe(SessionStore.name, () => {
  let sql: SqlPort;
  let sut: SessionStore;
  const now = new Date('2026-11-28T10:00:00.000Z');
  const inAnHour = new Date('2026-11-28T11:00:00.000Z');

  beforeAll(async () => {
    sql = await createPgliteSql();
    await SessionStore.migrate(sql);
    sut = new SessionStore(sql);
  });
  afterAll(() => sql?.close());

  it('finds each of many sessions looked up at once, and none for an unknown or expired token', async () => {
    await sut.open('hash-of-sam', 'sam', now, inAnHour);
    await sut.open('hash-of-kim', 'kim', now, inAnHour);
    await sut.open('hash-of-lee', 'lee', new Date('2026-11-20T10:00:00.000Z'), new Date('2026-11-27T10:00:00.000Z'));

    const found = await Promise.all(['hash-of-kim', 'unknown-hash', 'hash-of-sam', 'hash-of-lee'].map((hash) => sut.find(hash, now)));

    expect(found).toEqual([{ memberId: 'kim', expiresAt: inAnHour }, undefined, { memberId: 'sam', expiresAt: inAnHour }, undefined]);
  });

  it('finds a session until the moment it expires', async () => {
    await sut.open('hash-of-ada', 'ada', now, inAnHour);

    expect(await sut.find('hash-of-ada', new Date(inAnHour.getTime() - 1))).toEqual({ memberId: 'ada', expiresAt: inAnHour });
    expect(await sut.find('hash-of-ada', inAnHour)).toBeUndefined();
  });
});
