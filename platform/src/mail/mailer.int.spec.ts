import { PersonalFieldCipher } from '../crypto-shredding/personal-field-cipher.js';
import { SqlKeyStore } from '../crypto-shredding/sql-key-store.js';
import { parseMail, startSmtpSink } from '../testing/smtp-sink.js';
import { TEST_SQL_DATABASES } from '../sql/test-sql.fixtures.js';
import { DevMailbox, migrateDevMailbox } from './dev-mailbox.adapter.js';
import { mailerContract } from './mailer.contract.js';
import { SmtpMailer } from './smtp-mailer.adapter.js';

for (const [databaseName, openTestSql] of TEST_SQL_DATABASES) {
  mailerContract(`${DevMailbox.name} on ${databaseName}`, async () => {
    const database = await openTestSql();
    if (!database) return undefined;
    const keys = new SqlKeyStore(database.sql, 'mailer-contract-secret');
    await keys.migrate();
    await migrateDevMailbox(database.sql);
    const mailbox = new DevMailbox(database.sql, new PersonalFieldCipher(keys));
    return {
      mailer: mailbox,
      recorded: async () => (await mailbox.list()).reverse().map(({ from, to, subject, text, html, headers }) => ({ from, to, subject, text, html, headers: headers ?? {} })),
      dispose: () => database.dispose(),
    };
  });
}

mailerContract(SmtpMailer.name, async () => {
  const sink = await startSmtpSink();
  const mailer = new SmtpMailer(`smtp://127.0.0.1:${sink.port}`);
  return {
    mailer,
    recorded: async () =>
      sink.received.map(({ raw }) => {
        const { headers, subject, text, html } = parseMail(raw);
        return { from: headers.get('from') ?? '', to: headers.get('to') ?? '', subject, text, html, headers: Object.fromEntries(headers) };
      }),
    dispose: async () => {
      mailer.close();
      await sink.close();
    },
  };
});
