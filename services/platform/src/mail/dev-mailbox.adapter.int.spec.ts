import { createPgliteSql } from '../sql/pglite-sql.adapter.js';
import { createPostgresSql } from '../sql/postgres-sql.adapter.js';
import type { SqlPort } from '../sql/sql.port.js';
import { createTestDatabase, postgresIsAvailable } from '../sql/test-database.js';
import type { TestDatabase } from '../sql/test-database.js';
import { DevMailbox, migrateDevMailbox } from './dev-mailbox.adapter.js';
import type { OutgoingMail } from './mailer.port.js';

const aMail = (overrides: Partial<OutgoingMail> = {}): OutgoingMail => ({
  from: '"Dating" <noreply@localhost>',
  to: 'anna@example.com',
  subject: 'Activeer je account',
  html: '<p><a href="http://localhost:3000/api/activate.php?token=abc&amp;x=1">Activeer</a></p>',
  text: 'Activeer: http://localhost:3000/api/activate.php?token=abc&x=1',
  ...overrides,
});

interface Backend {
  open(): Promise<SqlPort>;
  dispose(): Promise<void>;
}

const postgresBackend = async (): Promise<Backend | undefined> => {
  if (!(await postgresIsAvailable())) return undefined;
  const database: TestDatabase = await createTestDatabase('dev_mailbox');
  return { open: async () => createPostgresSql(database.url), dispose: () => database.drop() };
};

// PGlite in memory cannot be reopened, so its "restart" is a second mailbox over the same port.
const pgliteBackend = async (): Promise<Backend> => {
  const sql = await createPgliteSql();
  const unclosable: SqlPort = { ...sql, close: async () => undefined };
  return { open: async () => unclosable, dispose: () => sql.close() };
};

describe.each([
  ['PostgreSQL', postgresBackend],
  ['PGlite', pgliteBackend],
])(`${DevMailbox.name} on %s`, (_, createBackend) => {
  let backend: Backend | undefined;

  beforeAll(async () => {
    backend = await createBackend();
  }, 30_000);
  afterAll(() => backend?.dispose());

  it('keeps sent mails across a restart and lists them newest first with their links', async () => {
    if (!backend) return;
    const first = await backend.open();
    await migrateDevMailbox(first);
    await new DevMailbox(first).send(aMail({ subject: 'first' }));
    await new DevMailbox(first).send(aMail({ subject: 'second', to: 'bob@example.com' }));
    await first.close();

    const second = await backend.open();
    await migrateDevMailbox(second);
    const sut = new DevMailbox(second);
    const all = await sut.list();
    const forAnna = await sut.list({ to: 'ANNA@example.com' });
    await second.close();

    expect(all.map((mail) => mail.subject)).toEqual(['second', 'first']);
    expect(forAnna).toHaveLength(1);
    expect(forAnna[0]).toMatchObject({
      to: 'anna@example.com',
      subject: 'first',
      links: ['http://localhost:3000/api/activate.php?token=abc&x=1'],
    });
    expect(Date.parse(forAnna[0]?.sentAt ?? '')).not.toBeNaN();
  }, 30_000);
});
