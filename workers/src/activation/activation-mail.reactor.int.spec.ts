import { randomUUID } from 'node:crypto';
import { ERASED, memberStreamId } from '@dating/domain';
import type { MemberEvent, RecordedEvent } from '@dating/domain';
import { createPgliteSql, createPostgresSql, createTestDatabase, InProcessQueueDriver, JOB_OUTCOMES, postgresIsAvailable } from '@dating/platform';
import type { SqlPort } from '@dating/platform';
import type { ActivationMailData } from '../mail/activation-mail.job.js';
import { ACTIVATION_MAIL_JOB } from '../mail/activation-mail.job.js';
import { MAIL_QUEUE } from '../mail/mail.queue.js';
import { migrateWorkers } from '../workers.composition.js';
import { activationMailJobId, activationMailReactor } from './activation-mail.reactor.js';

const NOW = new Date('2026-11-22T10:00:00.000Z');
const LATER = '2026-11-25T10:00:00.000Z';

let position = 0;
const recorded = (event: MemberEvent): RecordedEvent => ({
  id: randomUUID(),
  streamId: memberStreamId(event.data.memberId),
  streamVersion: 1,
  type: event.type,
  data: event.data,
  metadata: {},
  recordedAt: NOW.toISOString(),
  checkpoint: String((position += 1)),
});

const signedUp = (memberId: string, { erased = false } = {}) =>
  recorded({
    type: 'MemberSignedUp',
    data: {
      memberId,
      name: erased ? ERASED : 'Anna',
      email: erased ? ERASED : `${memberId}@example.com`,
      dateOfBirth: erased ? ERASED : '1990-01-01',
      passwordHashRef: 'hash-ref',
      language: 'nl',
      domain: 'localhost',
      country: null,
      tracking: {},
      signedUpAt: NOW.toISOString(),
    },
  });
const tokenIssued = (memberId: string, tokenId: string, expiresAt = LATER) =>
  recorded({ type: 'ActivationTokenIssued', data: { memberId, tokenId, expiresAt } });
const confirmed = (memberId: string) => recorded({ type: 'MemberConfirmed', data: { memberId, confirmedAt: NOW.toISOString() } });
const languageChanged = (memberId: string) => recorded({ type: 'MemberLanguageChanged', data: { memberId, language: 'fi' } });

interface Backend {
  readonly sql: SqlPort;
  dispose(): Promise<void>;
}

const onPostgres = async (): Promise<Backend | undefined> => {
  if (!(await postgresIsAvailable())) return undefined;
  const database = await createTestDatabase('activation_reactor');
  const sql = createPostgresSql(database.url);
  return { sql, dispose: () => sql.close().then(() => database.drop()) };
};

const onPglite = async (): Promise<Backend> => {
  const sql = await createPgliteSql();
  return { sql, dispose: () => sql.close() };
};

describe.each([
  ['PostgreSQL', onPostgres],
  ['PGlite', onPglite],
])('activationMailReactor on %s', (_, createBackend) => {
  let backend: Backend | undefined;
  let queue: InProcessQueueDriver;
  let jobs: Array<{ jobId: string; data: ActivationMailData }>;

  beforeAll(async () => {
    backend = await createBackend();
    if (backend) await migrateWorkers(backend.sql);
  }, 30_000);
  afterAll(() => backend?.dispose());

  beforeEach(async () => {
    jobs = [];
    queue = new InProcessQueueDriver();
    await queue.process(MAIL_QUEUE, {
      [ACTIVATION_MAIL_JOB]: async (data: ActivationMailData, { jobId }) => {
        jobs.push({ jobId, data });
        return JOB_OUTCOMES.DONE;
      },
    });
  });
  afterEach(() => queue.close());

  const handle = async (events: RecordedEvent[]) => {
    const sut = activationMailReactor({ queue, now: () => NOW });
    await backend?.sql.transaction((tx) => sut.handle(events, tx));
    await queue.drain();
  };

  it('enqueues exactly one mail job per issued token, even when the same events are handled twice', async () => {
    if (!backend) return;
    const memberId = randomUUID();
    const events = [signedUp(memberId), tokenIssued(memberId, 'token-1')];

    await handle(events);
    await handle(events);

    expect(jobs).toEqual([
      {
        jobId: activationMailJobId(events[1] as RecordedEvent),
        data: { memberId, tokenId: 'token-1', expiresAt: LATER, email: `${memberId}@example.com`, name: 'Anna', language: 'nl', domain: 'localhost' },
      },
    ]);
  });

  it('mails every newly issued token, in the language the member chose last', async () => {
    if (!backend) return;
    const memberId = randomUUID();

    await handle([signedUp(memberId), tokenIssued(memberId, 'token-1')]);
    await handle([languageChanged(memberId), tokenIssued(memberId, 'token-2')]);

    expect(jobs.map((job) => [job.data.tokenId, job.data.language])).toEqual([
      ['token-1', 'nl'],
      ['token-2', 'fi'],
    ]);
  });

  it('mails nobody whose personal data is erased', async () => {
    if (!backend) return;
    const memberId = randomUUID();

    await handle([signedUp(memberId, { erased: true }), tokenIssued(memberId, 'token-1')]);

    expect(jobs).toEqual([]);
  });

  it('mails nobody who is already confirmed', async () => {
    if (!backend) return;
    const memberId = randomUUID();

    await handle([signedUp(memberId), confirmed(memberId), tokenIssued(memberId, 'token-1')]);

    expect(jobs).toEqual([]);
  });

  it('mails no token that has expired by the time the event is handled', async () => {
    if (!backend) return;
    const memberId = randomUUID();

    await handle([signedUp(memberId), tokenIssued(memberId, 'token-1', NOW.toISOString())]);

    expect(jobs).toEqual([]);
  });

  it('forgets every member when reset for a replay', async () => {
    if (!backend) return;
    const memberId = randomUUID();
    await handle([signedUp(memberId)]);

    await backend.sql.transaction((tx) => activationMailReactor({ queue, now: () => NOW }).reset(tx));
    await handle([tokenIssued(memberId, 'token-1')]);

    expect(jobs).toEqual([]);
  });
});
