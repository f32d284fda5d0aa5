import { START_CHECKPOINT, type RecordedEvent } from '@dating/domain';
import { TEST_SQL_DATABASES, type TestSql } from '../sql/test-sql.fixtures.js';
import { logHead, PostgresEventStore } from './postgres-event-store.js';

describe.each(TEST_SQL_DATABASES)('The log on %s, across transaction ids of different lengths', (_name, openSql) => {
  let testSql: TestSql | undefined;
  let store: PostgresEventStore;

  beforeAll(async () => {
    testSql = await openSql();
    if (!testSql) return;
    store = new PostgresEventStore(testSql.sql);
    await store.migrate();
    // Transactions 9, 10 and 100, long committed: as text, '10' and '100' would come before '9'.
    for (const transactionId of ['100', '9', '10']) {
      await testSql.sql.query(`insert into es_events (transaction_id, event_id, stream_id, stream_version, type, data, metadata) values ($1::text::xid8, $2, $2, 1, 'Happened', '{}', '{}')`, [
        transactionId,
        `in-${transactionId}`,
      ]);
    }
  });
  afterAll(() => testSql?.dispose());

  it('reads every event in the order of its transaction, page after page, so a consumer from the start skips none', async () => {
    if (!testSql) return;
    const read: RecordedEvent[] = [];
    for (let page = await store.readAll(START_CHECKPOINT, 1); page.length; page = await store.readAll(page.at(-1)!.checkpoint, 1)) read.push(...page);
    expect(read.map((event) => event.id)).toEqual(['in-9', 'in-10', 'in-100']);
  });

  it('names the event of the newest transaction as the head of the log', async () => {
    if (!testSql) return;
    const [newest] = await store.readAll((await store.readAll(START_CHECKPOINT, 2)).at(-1)!.checkpoint, 1);
    expect(await logHead(testSql.sql)).toBe(newest!.checkpoint);
  });
});
