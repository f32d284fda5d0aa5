import { PersonalFieldCipher } from '../crypto-shredding/personal-field-cipher.js';
import { SqlKeyStore } from '../crypto-shredding/sql-key-store.js';
import { createPgliteSql } from '../sql/pglite-sql.adapter.js';
import { createPostgresSql } from '../sql/postgres-sql.adapter.js';
import type { SqlPort } from '../sql/sql.port.js';
import { createTestDatabase, postgresIsAvailable } from '../testing/test-database.js';
import type { TestDatabase } from '../testing/test-database.js';
import { DevMailbox, migrateDevMailbox } from './dev-mailbox.adapter.js';
import type { OutgoingMail } from './mailer.port.js';

const aMail = (overrides: Partial<OutgoingMail> = {}): OutgoingMail => ({
  from: '"Dating" <noreply@localhost>',
  to: 'annabel@example.com',
  subject: 'Activeer je account',
  html: '<p>Hoi Annabel, <a href="http://localhost:3000/api/activate.php?token=abc&amp;x=1">Activeer</a></p>',
  text: 'Hoi Annabel, activeer: http://localhost:3000/api/activate.php?token=abc&x=1',
  dataSubjectId: 'member-anna',
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
  let sql: SqlPort;
  let keys: SqlKeyStore;
  let sut: DevMailbox;

  beforeAll(async () => {
    backend = await createBackend();
  });
  afterAll(() => backend?.dispose());

  beforeEach(async () => {
    if (!backend) return;
    sql = await backend.open();
    await sql.query('DROP TABLE IF EXISTS dev_mailbox, subject_keys');
    keys = new SqlKeyStore(sql, 'dev-mailbox-test-secret');
    await keys.migrate();
    await migrateDevMailbox(sql);
    sut = new DevMailbox(sql, new PersonalFieldCipher(keys));
  });
  afterEach(() => sql?.close());

  it('keeps sent mails across a restart and lists them newest first with their links', async () => {
    if (!backend) return;
    await sut.send(aMail({ subject: 'first' }));
    await sut.send(aMail({ subject: 'second', to: 'bob@example.com', dataSubjectId: 'member-bob' }));
    await sql.close();

    sql = await backend.open();
    await migrateDevMailbox(sql);
    const restarted = new DevMailbox(sql, new PersonalFieldCipher(new SqlKeyStore(sql, 'dev-mailbox-test-secret')));
    const all = await restarted.list();
    const forAnna = await restarted.list({ to: 'ANNABEL@example.com' });

    expect(all.map((mail) => mail.subject)).toEqual(['second', 'first']);
    expect(forAnna).toHaveLength(1);
    expect(forAnna[0]).toMatchObject({
      to: 'annabel@example.com',
      subject: 'first',
      links: ['http://localhost:3000/api/activate.php?token=abc&x=1'],
    });
    expect(Date.parse(forAnna[0]?.sentAt ?? '')).not.toBeNaN();
  });

  it('stores no address, name or link in clear', async () => {
    if (!backend) return;
    await sut.send(aMail());

    const stored = JSON.stringify((await sql.query('SELECT * FROM dev_mailbox')).rows);

    expect(stored).not.toMatch(/annabel|token=abc/i);
  });

  it('no longer shows a mail once its recipient key is destroyed, and keeps none sent after that', async () => {
    if (!backend) return;
    await sut.send(aMail());
    await sut.send(aMail({ to: 'bob@example.com', dataSubjectId: 'member-bob' }));

    await keys.destroyKey('member-anna');
    await sut.send(aMail({ subject: 'late' }));

    expect((await sut.list()).map((mail) => mail.to)).toEqual(['bob@example.com']);
    expect((await sql.query('SELECT 1 FROM dev_mailbox')).rows).toHaveLength(2);
  });

  it('lists a page of mails to one address however many others came after them', async () => {
    if (!backend) return;
    await sut.send(aMail());
    for (let index = 0; index < 250; index += 1) await sut.send(aMail({ to: `other-${index}@example.com`, dataSubjectId: 'member-bob' }));

    expect((await sut.list({ to: 'annabel@example.com' })).map((mail) => mail.to)).toEqual(['annabel@example.com']);
    expect(await sut.list({ limit: 3 })).toHaveLength(3);
  });

  it('replaces a mailbox from before mails were sealed, plaintext and all', async () => {
    if (!backend) return;
    await sql.query('DROP TABLE dev_mailbox');
    await sql.query(`CREATE TABLE dev_mailbox (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, sender text NOT NULL, recipient text NOT NULL,
      subject text NOT NULL, html text NOT NULL, body_text text NOT NULL, links jsonb NOT NULL, sent_at timestamptz NOT NULL DEFAULT now())`);
    await sql.query(`INSERT INTO dev_mailbox (sender, recipient, subject, html, body_text, links) VALUES ('x', 'annabel@example.com', 's', 'h', 't', '[]')`);

    await migrateDevMailbox(sql);
    await sut.send(aMail({ subject: 'sealed' }));

    expect((await sut.list()).map((mail) => mail.subject)).toEqual(['sealed']);
    expect(JSON.stringify((await sql.query('SELECT * FROM dev_mailbox')).rows)).not.toContain('annabel');
  });
});
