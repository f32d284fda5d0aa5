import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createInfrastructure, parseConfig } from '@dating/platform';
import sharp from 'sharp';
import { FakeMollieServer, postgresIsAvailable, recreateTestDatabase, redisIsAvailable, startSmtpSink, TEST_REDIS_URL } from '@dating/platform/testing';
import { checkActivationMails, checkLikes, checkLiveDelivery, checkMessages, checkWallets, type CheckResult, type FailureKind } from './checks.js';
import { faultSchedule, type ScheduledFault } from './fault-schedule.js';
import { FaultInjector } from './faults.js';
import { checkJobsRan, checkMailsOnce } from './job-checks.js';
import { checkReadModelsRebuilt, READ_MODELS_CHECK } from './read-model-rebuild.js';
import { seededRandom } from './seeded-random.js';
import { SingleActiveSampler } from './single-active-sampler.js';
import { SimulatedMember, type MemberWorld } from './simulated-member.js';
import { startSiteTopology, type SiteTopology } from './site-topology.js';

const positiveInteger = (name: string, fallback: number): number => {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(value) || Number(value) < 1) throw new Error(`${name}: expected a positive whole number, got "${value}"`);
  return Number(value);
};

const SECONDS = positiveInteger('CHAOS_SECONDS', 180);
const SEED = positiveInteger('CHAOS_SEED', 1 + Math.floor(Math.random() * 2_147_483_646));
const MEMBERS = Math.max(4, positiveInteger('CHAOS_MEMBERS', 200));
/** Members signed up before the load; the rest sign up during it, so mail jobs run while workers die. */
const FIRST_MEMBERS_SHARE = 0.7;
const SIGNUPS_AT_ONCE = 8;
const LIVE_CATCH_UP_MS = 30_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const inBatches = async <T>(items: readonly T[], size: number, work: (item: T) => Promise<void>) => {
  for (let start = 0; start < items.length; start += size) await Promise.all(items.slice(start, start + size).map(work));
};

/** The members sign up, then act until the time is up while the faults run; returns the operations done. */
const runLoad = async (world: MemberWorld, faults: FaultInjector, schedule: readonly ScheduledFault[], members: SimulatedMember[]): Promise<number> => {
  const random = seededRandom(SEED);
  const firstCount = Math.max(2, Math.floor(MEMBERS * FIRST_MEMBERS_SHARE));
  await inBatches(Array.from({ length: firstCount }, (_, index) => index), SIGNUPS_AT_ONCE, async (index) => void members.push(await SimulatedMember.signUp(world, index)));
  console.log(`chaos: ${members.length} members signed up and activated; the load and the faults start`);

  let operations = 0;
  let stopping = false;
  const loadStarted = Date.now();
  // A member whose request kept failing (a minute of retries) stops there: the site was down for them, a finding.
  const memberLoop = async (member: SimulatedMember, index: number) => {
    const own = seededRandom(SEED + index);
    try {
      while (!stopping) {
        await member.act(own, members.filter((other) => other !== member));
        operations += 1;
        await sleep(200 + own.below(800));
      }
    } catch (error) {
      world.gaveUp.push(`${member.record.id}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  const loops = members.map(memberLoop);
  const lateSignups = (async () => {
    for (let index = firstCount; index < MEMBERS && !stopping; index += 1) {
      await sleep(((SECONDS * 1000) / 2 / (MEMBERS - firstCount)) * (0.5 + random.next()));
      const member = await SimulatedMember.signUp(world, index).catch((error: unknown) => void world.gaveUp.push(`signup ${index}: ${String(error)}`));
      if (!member) continue;
      members.push(member);
      operations += 1;
      loops.push(memberLoop(member, index));
    }
  })();
  const faultRun = (async () => {
    for (const fault of schedule) {
      await sleep(Math.max(0, loadStarted + fault.atSecond * 1000 - Date.now()));
      const startedAt = (Date.now() - loadStarted) / 1000;
      await faults.run(fault);
      console.log(`chaos: ${startedAt.toFixed(1)} s ${fault.kind} ${faults.windows.at(-1)!.target}, healed after ${((Date.now() - loadStarted) / 1000 - startedAt).toFixed(1)} s`);
    }
  })();
  await sleep(SECONDS * 1000);
  stopping = true;
  await Promise.all([faultRun, lateSignups]);
  await Promise.all(loops);
  console.log(`chaos: load stopped after ${((Date.now() - loadStarted) / 1000).toFixed(0)} s, ${operations} operations; checking`);
  return operations;
};

/** Once the load has stopped and everything caught up: every promise checked against the log. */
const runChecks = async (
  world: MemberWorld,
  site: SiteTopology,
  { databaseUrl, redisUrl }: { databaseUrl: string; redisUrl: string },
  faults: FaultInjector,
  members: readonly SimulatedMember[],
): Promise<CheckResult[]> => {
  const records = members.map((member) => member.record);
  const shown = new Map<string, number>();
  for (const member of members) shown.set(member.record.id, await member.shownCredits());
  // Every message's recipient page gets its message, at the latest once the streams have caught up.
  const streams = new Map(members.map((member) => [member.record.id, member.live!]));
  const expected = records.flatMap((record) => record.acceptedMessages);
  const allArrived = () => expected.every(({ messageId, recipientId }) => streams.get(recipientId)?.messageIds.has(messageId));
  for (const deadline = Date.now() + LIVE_CATCH_UP_MS; Date.now() < deadline && !allArrived(); ) await sleep(250);
  await Promise.all(members.map((member) => member.live!.close()));

  const infrastructure = await createInfrastructure(
    parseConfig({ DATABASE_URL: databaseUrl, APP_SECRET: site.appSecret, SMTP_URL: 'smtp://127.0.0.1:9', MOLLIE_API_KEY: 'test_chaosharnessfakeprovider00', SMS_URL: 'http://127.0.0.1:9/sms', LOG_LEVEL: 'warn' }),
  );
  try {
    const outsideFaults = world.serverErrors.filter((error) => !faults.during(error.at));
    return [
      await checkWallets(infrastructure.sql, records, shown),
      await checkMessages(infrastructure.sql, records),
      await checkLikes(infrastructure.sql, records),
      checkActivationMails(world.smtp, records),
      await checkJobsRan(infrastructure.eventStore, redisUrl, site.queuePrefix),
      await checkMailsOnce(infrastructure.sql, world.smtp),
      checkLiveDelivery(records, streams),
      await checkReadModelsRebuilt(infrastructure),
      { name: 'every member was served', checked: members.length, failures: world.gaveUp.map((text) => ({ kind: 'lost' as const, text })) },
      {
        name: 'no process died by itself',
        checked: site.processes.length,
        failures: site.processes.flatMap((process) => process.crashes.map((text) => ({ kind: 'wrong' as const, text }))),
      },
      {
        name: SERVER_ERRORS_CHECK,
        checked: world.serverErrors.length,
        failures: outsideFaults.map((error) => ({ kind: 'wrong', text: `${error.status} on ${error.path} at ${new Date(error.at).toISOString()}` })),
      },
    ];
  } finally {
    await infrastructure.close();
  }
};

const SERVER_ERRORS_CHECK = '5xx outside the fault windows';

const main = async (): Promise<number> => {
  if (!(await postgresIsAvailable()) || !(await redisIsAvailable())) {
    console.warn("chaos: SKIPPED — it needs this machine's PostgreSQL and Redis (see the README); nothing was checked");
    return 0;
  }
  console.log(`chaos: seed ${SEED} (CHAOS_SEED=${SEED} replays this schedule), ${MEMBERS} members, ${SECONDS} s of load`);
  const runDir = join(fileURLToPath(new URL('../../.data/chaos/', import.meta.url)), `${SEED}-${randomBytes(3).toString('hex')}`);
  await mkdir(join(runDir, 'photos'), { recursive: true });
  const database = await recreateTestDatabase(`chaos_${SEED}_${randomBytes(3).toString('hex')}`);
  const redisUrl = process.env['REDIS_URL'] ?? TEST_REDIS_URL;
  const smtp = await startSmtpSink();
  const mollie = await new FakeMollieServer().start();
  let site: SiteTopology | undefined;
  // A promise of the harness's own that nobody awaited failed: the run ends, but not before the site's processes and
  // nginx do, which would otherwise outlive it.
  let failedItself = false;
  process.on('unhandledRejection', (error: unknown) => {
    console.error('chaos: the harness itself failed:', error);
    // A second failure while the site stops must not end the process before it has.
    if (failedItself) return;
    failedItself = true;
    void Promise.resolve(site?.stop()).finally(() => process.exit(1));
  });
  try {
    site = await startSiteTopology({ runDir, databaseUrl: database.url, redisUrl, smtp, mollie });
    const faults = new FaultInjector(site, { databaseUrl: database.url, redisUrl });
    const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#3a7' } }).jpeg().toBuffer();
    const world: MemberWorld = { proxyUrl: site.proxy.url, smtp, mollie, serverErrors: [], photo, ordersWithoutCheckout: [], gaveUp: [] };
    const schedule = faultSchedule(seededRandom(SEED), SECONDS);
    console.log(`chaos: site up behind ${site.proxy.url} (logs in ${runDir}); faults: ${schedule.map((fault) => `${fault.kind}@${fault.atSecond}s`).join(', ')}`);
    const members: SimulatedMember[] = [];
    const sampler = new SingleActiveSampler(database.url);
    sampler.start();
    const operations = await runLoad(world, faults, schedule, members);
    // Stopped before the checks, whose rebuilds write read-model tables of their own.
    const singleActive = await sampler.stop();
    const results = [...(await runChecks(world, site, { databaseUrl: database.url, redisUrl }, faults, members)), singleActive];

    for (const result of results) {
      console.log(`chaos: ${result.failures.length ? 'FAILED' : 'kept  '} ${result.name} (${result.checked} checked)`);
      for (const failure of result.failures.slice(0, 10)) console.log(`         ${failure.kind}: ${failure.text}`);
    }
    const failures = results.flatMap((result) => result.failures);
    const count = (kind: FailureKind) => failures.filter((failure) => failure.kind === kind).length;
    const readModelsDiffering = results.find((result) => result.name === READ_MODELS_CHECK)!.failures.length;
    const outsideFaults = results.find((result) => result.name === SERVER_ERRORS_CHECK)!.failures.length;
    const reconnects = members.reduce((sum, member) => sum + member.live!.reconnects, 0);
    const resets = members.reduce((sum, member) => sum + member.live!.resets, 0);
    const purchases = members.reduce((sum, member) => sum + member.record.paidOrders.length, 0);
    console.log(`chaos: ${world.serverErrors.length} 5xx seen in all, ${reconnects} live-stream reconnects, ${resets} resets (pages reloaded), ${purchases} purchases, ${world.ordersWithoutCheckout.length} orders left without a checkout link`);
    console.log(`chaos: ${faults.windows.length} faults, ${operations} operations, lost ${count('lost')}, duplicated ${count('duplicated')}, read models differing ${readModelsDiffering}, 5xx outside faults ${outsideFaults}`);
    return failures.length ? 1 : 0;
  } finally {
    await site?.stop();
    await mollie.stop();
    await smtp.close();
    if (process.env['CHAOS_KEEP'] !== '1') {
      await database.drop();
      await rm(runDir, { recursive: true, force: true });
      if (site) removeQueueKeys(redisUrl, site.queuePrefix);
    }
  }
};

/** The run's BullMQ keys (after a Redis restart, only those written since). */
const removeQueueKeys = (redisUrl: string, prefix: string) => {
  const { hostname, port } = new URL(redisUrl);
  const keys = execFileSync('redis-cli', ['-h', hostname, '-p', port || '6379', '--scan', '--pattern', `${prefix}:*`], { encoding: 'utf8' }).split('\n').filter(Boolean);
  for (let start = 0; start < keys.length; start += 500) execFileSync('redis-cli', ['-h', hostname, '-p', port || '6379', 'del', ...keys.slice(start, start + 500)], { stdio: 'ignore' });
};

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('chaos: the harness itself failed:', error);
    process.exit(1);
  },
);
