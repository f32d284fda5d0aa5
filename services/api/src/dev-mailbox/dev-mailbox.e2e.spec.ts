import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { HttpClient } from '../testing/http-client.js';
import { PASSWORD } from '../testing/test-members.js';
import { REDIS_URL, servicesAvailable, startTestSite, type TestSite } from '../testing/test-site.js';

const describeWithServices = servicesAvailable ? describe : describe.skip;
const run = promisify(execFile);

/** Letters only (a valid name), random enough that it appears nowhere else. */
const uniqueName = () => `Zq${[...randomBytes(8)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('')}`;

// Every value under the site's queue prefix, whatever the key's type: jobs, their data and options, events.
const DUMP_KEYS = `local out = {}
for _, key in ipairs(redis.call('KEYS', ARGV[1])) do
  local kind = redis.call('TYPE', key).ok
  local values = {}
  if kind == 'hash' then values = redis.call('HGETALL', key)
  elseif kind == 'string' then values = { redis.call('GET', key) }
  elseif kind == 'list' then values = redis.call('LRANGE', key, 0, -1)
  elseif kind == 'set' then values = redis.call('SMEMBERS', key)
  elseif kind == 'zset' then values = redis.call('ZRANGE', key, 0, -1)
  elseif kind == 'stream' then for _, entry in ipairs(redis.call('XRANGE', key, '-', '+')) do for _, value in ipairs(entry[2]) do table.insert(values, value) end end
  end
  table.insert(out, key)
  for _, value in ipairs(values) do table.insert(out, value) end
end
return table.concat(out, '\\n')`;

describeWithServices('Mails at rest: job payloads, the mail ledger and the dev mailbox (PostgreSQL, Redis)', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite({ PHOTO_AUTO_APPROVE_SECONDS: 'off' }, { mail: 'dev-mailbox' });
  });
  afterAll(() => site?.stop());

  const redisDump = async () => (await run('redis-cli', ['-u', REDIS_URL, 'EVAL', DUMP_KEYS, '0', `${site.infrastructure.config.queuePrefix}:*`])).stdout;
  const rows = async (table: string) => JSON.stringify((await site.infrastructure.sql.query(`select * from ${table}`)).rows);
  const mailboxPage = async (to: string) => {
    const response = await new HttpClient(site.url).request('GET', `/dev/mailbox?to=${encodeURIComponent(to)}`);
    return response.text();
  };
  const waitForMail = async (to: string) => {
    const until = Date.now() + 30_000;
    while (!(await mailboxPage(to)).includes('<article')) {
      if (Date.now() > until) throw new Error(`No mail to ${to} arrived`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  it('keeps addresses and names only sealed, shows the mails on the mailbox page, and no longer once the key is destroyed', async () => {
    const name = uniqueName();
    const email = `${name.toLowerCase()}@example.com`;
    const stranger = `nobody-${randomUUID()}@example.com`;
    const client = new HttpClient(site.url);
    const signup = await client.json<{ user: { id: string } }>('POST', '/api/signup.php', { email, name, password: PASSWORD, date_of_birth: '1990-05-01', language: 'nl' });
    expect(signup.status).toBe(201);
    const memberId = signup.body.user.id;
    expect((await client.json('POST', '/api/password-reset.php', { email: stranger, language: 'en' })).status).toBe(202);

    await waitForMail(email);
    await waitForMail(stranger);
    expect(await mailboxPage(email)).toContain(name);

    const needles = [name, name.toLowerCase(), stranger];
    const queued = await redisDump();
    expect(queued).toContain(memberId);
    const atRest = { queued, mailbox: await rows('dev_mailbox'), deliveries: await rows('mail_deliveries') };
    expect(Object.entries(atRest).filter(([, text]) => needles.some((needle) => text.includes(needle)))).toEqual([]);

    await site.infrastructure.keyStore.destroyKey(memberId);

    expect(await mailboxPage(email)).not.toContain('<article');
    expect(await mailboxPage(stranger)).toContain('<article');
  });
});
