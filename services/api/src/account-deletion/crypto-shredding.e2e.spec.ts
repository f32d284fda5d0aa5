import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { promisify } from 'node:util';
import { dueDeletionDeadlines } from '@dating/projections';
import { eventually } from '@dating/platform/testing';
import { jpegImage, uploadPhoto } from '../photos/photo-e2e.fixtures.js';
import { servicesAvailable } from '../testing/test-site.js';
import { deleteAccount, logIn, signUp, startDeletionTestSite, sweepErasuresNow, type DeletionTestSite } from './account-deletion.e2e-fixtures.js';

const describeWithServices = servicesAvailable ? describe : describe.skip;
const run = promisify(execFile);

/** Letters only (a valid name), random enough that it appears nowhere else in the database. */
const uniqueName = () => `Zq${[...randomBytes(8)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('')}`;

describeWithServices('Final deletion with crypto-shredding (PostgreSQL)', () => {
  let site: DeletionTestSite;
  beforeAll(async () => {
    site = await startDeletionTestSite();
  });
  afterAll(() => site?.stop());

  const dump = async () => (await run('pg_dump', ['--dbname', site.database.url], { maxBuffer: 256 * 1024 * 1024 })).stdout;
  /** The dump as soon as it holds none of `needles`, or after the timeout: the last one taken. */
  const dumpOnceFreeOf = async (needles: string[], timeoutMs = 15_000): Promise<string> => {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const text = await dump();
      if (needles.every((needle) => !text.includes(needle)) || Date.now() > until) return text;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };
  const sweep = () => sweepErasuresNow(site);

  it('leaves no name, e-mail or date of birth of the member anywhere in the database once the grace period is over', async () => {
    const name = uniqueName();
    const dateOfBirth = '1953-07-29';
    const member = await signUp(site, { name, email: `${name.toLowerCase()}@example.com`, dateOfBirth });
    const needles = [name, member.email, dateOfBirth];
    expect((await member.client.json('PUT', '/api/my-profile.php', { about_me: `Ik ben ${name}.`, location: { country: 'NL', region: 'Utrecht', city: 'Utrecht' } })).status).toBe(200);
    expect((await uploadPhoto(member.client, await jpegImage())).status).toBe(201);
    expect((await member.client.json('POST', '/api/password-reset.php', { email: member.email, language: 'nl' })).status).toBe(202);
    await eventually(async () => (await site.infrastructure.devMailbox!.list({ to: member.email })).length > 0, 'a mail in the dev mailbox');
    // While the member is there, the name and address rest nowhere in clear (sealed with the member's key); the birth
    // date only as the search read model's age filter.
    const before = await dump();
    expect(needles.filter((needle) => before.includes(needle))).toEqual([dateOfBirth]);
    expect(JSON.stringify((await member.client.json('GET', '/api/account-export.php')).body)).toContain(name);
    expect((await readdir(site.photoDir)).length).toBeGreaterThan(0);

    expect((await deleteAccount(member.client)).status).toBe(200);
    expect(await sweep()).toBe(0);
    site.clock.advanceDays(15);
    try {
      await eventually(async () => (await dueDeletionDeadlines(site.infrastructure.sql, site.clock.now(), 10)).length > 0, 'the deadline read model');
      expect(await sweep()).toBe(1);
      // Read models and reactors forget the member as AccountErased reaches them, a moment after the sweep.
      const after = await dumpOnceFreeOf(needles);
      expect(needles.filter((needle) => after.includes(needle))).toEqual([]);
      expect(await readdir(site.photoDir)).toEqual([]);
      expect((await logIn(site, member.email)).body.code).toBe('AUTH.LOGIN_FAILED');
      // The address is free again.
      expect((await signUp(site, { email: member.email })).memberId).not.toBe(member.memberId);
    } finally {
      site.clock.reset();
    }
  });
});
