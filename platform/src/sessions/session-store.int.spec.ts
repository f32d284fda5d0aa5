import { createPgliteSql } from '../sql/pglite-sql.adapter.js';
import type { SqlExecutor, SqlPort } from '../sql/sql.port.js';
import { SessionStore } from './session-store.js';

describe(SessionStore.name, () => {
  let sql: SqlPort;
  const statements: string[] = [];
  let counted: SqlExecutor;
  beforeAll(async () => {
    sql = await createPgliteSql();
    await SessionStore.migrate(sql);
    counted = { query: (text, params, options) => (statements.push(text), sql.query(text, params, options)) };
  });
  afterAll(() => sql.close());

  it('answers the session checks of requests arriving together with one query, each with its own session, none for one expired or unknown', async () => {
    const store = new SessionStore(counted);
    const now = new Date('2026-11-29T12:00:00Z');
    await store.open('hash-anna', 'anna', now, new Date('2026-12-29T12:00:00Z'));
    await store.open('hash-bo', 'bo', now, new Date('2026-12-29T12:00:00Z'));
    await store.open('hash-old', 'cleo', new Date('2026-10-01T12:00:00Z'), new Date('2026-11-01T12:00:00Z'));
    statements.length = 0;

    const [anna, bo, old, unknown, annaLater] = await Promise.all([
      store.find('hash-anna', now),
      store.find('hash-bo', now),
      store.find('hash-old', now),
      store.find('hash-unknown', now),
      store.find('hash-anna', new Date('2027-01-01T12:00:00Z')),
    ]);

    expect(statements).toHaveLength(1);
    expect([anna?.memberId, bo?.memberId, old, unknown, annaLater]).toEqual(['anna', 'bo', undefined, undefined, undefined]);
  });
});
