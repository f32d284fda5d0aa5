import { createPostgresSql, JOB_OUTCOMES, type JobOutcome, type SqlPort } from '@dating/platform';
import { createTestDatabase, eventually, postgresIsAvailable, type TestDatabase } from '@dating/platform/testing';
import { oneAtATime } from './one-at-a-time.js';

const describeWithServices = (await postgresIsAvailable()) ? describe : describe.skip;
const A_TICK = { jobId: 'tick', attempt: 1 };

describeWithServices('A sweep run one at a time (two workers processes on PostgreSQL)', () => {
  let database: TestDatabase;
  let first: SqlPort;
  let second: SqlPort;

  beforeAll(async () => {
    database = await createTestDatabase('workers');
    first = createPostgresSql(database.url);
    second = createPostgresSql(database.url);
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    await database?.drop();
  });

  it('does nothing in a second process while the first still runs it (woken from a freeze past its lease), and runs again once it ended', async () => {
    let release = (): void => undefined;
    const frozen = new Promise<void>((resolve) => (release = resolve));
    const runs: string[] = [];
    const sweepIn = (process: string, sql: SqlPort) =>
      oneAtATime(sql, 'erasure-sweep', async (): Promise<JobOutcome> => {
        runs.push(process);
        if (process === 'first') await frozen;
        return JOB_OUTCOMES.DONE;
      });

    const running = sweepIn('first', first)({} as never, A_TICK);
    await eventually(() => runs.length === 1, 'the first run');
    expect(await sweepIn('second', second)({} as never, A_TICK)).toBe(JOB_OUTCOMES.SKIPPED);
    release();
    expect(await running).toBe(JOB_OUTCOMES.DONE);

    expect(await sweepIn('second', second)({} as never, A_TICK)).toBe(JOB_OUTCOMES.DONE);
    expect(runs).toEqual(['first', 'second']);
  });
});
