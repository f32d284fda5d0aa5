import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { MEMBER_PERSONAL_DATA } from '@dating/domain';
import { createPgliteSql, EncryptingEventStore, PostgresEventStore, SqlKeyStore, type SqlPort } from '@dating/platform';
import { exportEvents } from './export.js';

describe('exportEvents (PGlite)', () => {
  let sql: SqlPort;
  let storedLog: PostgresEventStore;
  let eventStore: EncryptingEventStore;

  beforeAll(async () => {
    sql = await createPgliteSql();
    storedLog = new PostgresEventStore(sql);
    await storedLog.migrate();
    const keys = new SqlKeyStore(sql, 'a test secret of enough length');
    await keys.migrate();
    eventStore = new EncryptingEventStore(storedLog, keys, MEMBER_PERSONAL_DATA);
    const memberId = randomUUID();
    await eventStore.append(
      `member-${memberId}`,
      [
        { id: randomUUID(), type: 'MemberSignedUp', data: { memberId, name: 'Anna', email: 'anna@example.com', dateOfBirth: '1990-01-01', language: 'nl' }, metadata: {} },
        { id: randomUUID(), type: 'MemberConfirmed', data: { memberId, confirmedAt: '2026-11-22T10:00:00.000Z' }, metadata: {} },
      ],
      'no_stream',
    );
  });
  afterAll(() => sql.close());

  const exported = async (filter: Parameters<typeof exportEvents>[1]) => {
    const out = new PassThrough();
    const chunks: string[] = [];
    out.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
    const count = await exportEvents(storedLog, filter, out);
    return { count, lines: chunks.join('').split('\n').filter(Boolean).map((line) => JSON.parse(line) as { type: string; data: Record<string, unknown> }) };
  };

  it('writes the log as NDJSON with personal fields still encrypted', async () => {
    const { count, lines } = await exported({});
    expect(count).toBe(2);
    expect(lines.map((line) => line.type)).toEqual(['MemberSignedUp', 'MemberConfirmed']);
    expect(JSON.stringify(lines)).not.toMatch(/Anna|anna@example.com|1990-01-01/);
    expect(lines[0]!.data['language']).toBe('nl');
  });

  it('exports a slice by type and time', async () => {
    expect((await exported({ types: ['MemberConfirmed'] })).lines.map((line) => line.type)).toEqual(['MemberConfirmed']);
    expect((await exported({ since: '2999-01-01T00:00:00.000Z' })).count).toBe(0);
  });
});
