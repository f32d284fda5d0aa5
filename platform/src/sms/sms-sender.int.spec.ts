import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PersonalFieldCipher } from '../crypto-shredding/personal-field-cipher.js';
import { SqlKeyStore } from '../crypto-shredding/sql-key-store.js';
import { TEST_SQL_DATABASES } from '../sql/test-sql.fixtures.js';
import { DevSmsOutbox, migrateDevSmsOutbox } from './dev-sms-outbox.adapter.js';
import { HttpSmsSender } from './http-sms-sender.adapter.js';
import { smsSenderContract } from './sms-sender.contract.js';

for (const [databaseName, openTestSql] of TEST_SQL_DATABASES) {
  smsSenderContract(`${DevSmsOutbox.name} on ${databaseName}`, async () => {
    const database = await openTestSql();
    if (!database) return undefined;
    const keys = new SqlKeyStore(database.sql, 'sms-contract-secret');
    await keys.migrate();
    await migrateDevSmsOutbox(database.sql);
    const outbox = new DevSmsOutbox(database.sql, new PersonalFieldCipher(keys));
    return {
      sender: outbox,
      recorded: async () => (await outbox.list()).reverse().map(({ to, text }) => ({ to, text })),
      dispose: () => database.dispose(),
    };
  });
}

smsSenderContract(HttpSmsSender.name, async () => {
  // A gateway on loopback that keeps every message posted to it.
  const received: Array<{ to: string; text: string }> = [];
  const gateway = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as { to: string; text: string });
      response.writeHead(202).end();
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  return {
    sender: new HttpSmsSender(`http://127.0.0.1:${(gateway.address() as AddressInfo).port}/sms`, 'gateway-key'),
    recorded: async () => [...received],
    dispose: () => new Promise<void>((resolve) => gateway.close(() => resolve())),
  };
});
