// `npm test`: install what is missing, build (the browser tests run the built site), lint (module
// boundaries included), typecheck the specs, then every jest project (unit and integration) and the Playwright journeys;
// ends with how long each step took and one summary line.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { buildAll, ensureInstalled, run, workspaceRoot } from './ensure-installed.mjs';

const stepTimes = [];
/** Runs a step and notes its wall time, for the summary. */
const timed = (name, step) => {
  const started = Date.now();
  const result = step();
  const note = () => stepTimes.push([name, Date.now() - started]);
  if (result instanceof Promise) return result.finally(note);
  note();
  return result;
};

/**
 * A command run beside others. Held back, its output is printed whole when it ends: lint and the spec types print
 * little, but interleaved with jest's it would be unreadable.
 */
const runBeside = (command, args, { heldBack = true } = {}) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { cwd: workspaceRoot, stdio: heldBack ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      process.stdout.write(Buffer.concat(output));
      resolve(status ?? 1);
    });
  });

timed('install', ensureInstalled);
timed('build', buildAll);

const resultsDir = join(workspaceRoot, '.data', 'test-results');
mkdirSync(resultsDir, { recursive: true });
const jestResults = join(resultsDir, 'jest.json');
const playwrightResults = join(resultsDir, 'playwright.json');

// Lint and the specs' types use the CPU while the integration suites mostly wait on the database: they run beside jest.
const lintDone = timed('lint', () => runBeside('npx', ['eslint', '.']));
// The builds leave the specs out: their types are checked here, so a merge cannot break a test's types unseen.
const specTypesDone = timed('spec types', async () => (await runBeside('npx', ['tsc', '-p', 'tsconfig.specs.json'])) || runBeside('npx', ['tsc', '-p', 'frontend/tsconfig.node.json', '--noEmit']));

const jestStatus = await timed('jest', () =>
  runBeside(process.execPath, [
    '--experimental-vm-modules',
    'node_modules/jest/bin/jest.js',
    // Three suites at once on two CPUs: the integration suites spend much of their time waiting on the database.
    '--maxWorkers=3',
    // A leaked handle must not hang CI for its whole time limit; the suites close what they open.
    '--forceExit',
    '--json',
    `--outputFile=${jestResults}`,
    ...process.argv.slice(2),
  ], { heldBack: false }),
);
const [lintStatus, specTypesStatus] = await Promise.all([lintDone, specTypesDone]);

const playwrightStatus = timed('browser tests', () =>
  run('npx', ['playwright', 'test', '-c', 'frontend/playwright.config.ts', '--reporter=list,json'], {
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightResults },
  }),
);

// The chaos harness, short (fixed seed): the site behind nginx under load while processes are killed and PostgreSQL and
// Redis restart. It restarts this machine's services, so it runs last, alone, and only where they are ours to restart (CI).
// A failed run is run once more, as a browser test is: a failure that comes back fails the suite; one that does not is
// counted flaky, its findings printed above, to be mended.
const runChaos = () =>
  run(process.execPath, ['chaos/dist/run.js'], { env: { ...process.env, CHAOS_SECONDS: '80', CHAOS_SEED: '20261130', CHAOS_MEMBERS: '30' } });
let chaosFlaky = 0;
const chaosStatus = process.env.REQUIRE_SERVICES === '1'
  ? timed('chaos (short)', () => {
      if (runChaos() === 0) return 0;
      console.log('\nchaos (short) failed: running it once more; a second failure fails the suite');
      const again = runChaos();
      if (again === 0) chaosFlaky = 1;
      return again;
    })
  : (console.log('\nchaos harness not run: it restarts PostgreSQL and Redis, so only CI (REQUIRE_SERVICES=1) runs it here; `npm run chaos` runs it on purpose'), 0);

const SLOWEST_SHOWN = 10;

/** The slowest suites first, so whoever makes the suite faster knows where its time goes. */
const printSlowest = (what, timings) => {
  const slowest = timings.sort(([, a], [, b]) => b - a).slice(0, SLOWEST_SHOWN);
  if (!slowest.length) return;
  console.log(`\nSlowest ${what}:`);
  for (const [name, ms] of slowest) console.log(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${relative(workspaceRoot, name)}`);
};

/** Time spent in each browser test file: the runs of its tests (retries included), summed. */
const playwrightFileTimes = (suites, totals = new Map()) => {
  for (const suite of suites) {
    for (const spec of suite.specs ?? []) {
      const ms = spec.tests.flatMap((test) => test.results).reduce((sum, result) => sum + result.duration, 0);
      totals.set(spec.file, (totals.get(spec.file) ?? 0) + ms);
    }
    playwrightFileTimes(suite.suites ?? [], totals);
  }
  return totals;
};

const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
};
const jest = readJson(jestResults);
const playwrightReport = readJson(playwrightResults);
const playwright = playwrightReport?.stats;
const passed = (jest?.numPassedTests ?? 0) + (playwright?.expected ?? 0);
const failed = (jest?.numFailedTests ?? 0) + (playwright?.unexpected ?? 0);
// A browser test (or the chaos run) that failed once and passed on its retry: named apart, so it is seen and mended.
const flaky = (playwright?.flaky ?? 0) + chaosFlaky;
const skipped = (jest?.numPendingTests ?? 0) + (playwright?.skipped ?? 0);
printSlowest('jest suites', (jest?.testResults ?? []).map((suite) => [suite.name, suite.endTime - suite.startTime]));
printSlowest('browser test files', [...playwrightFileTimes(playwrightReport?.suites ?? [])]);
console.log('\nTime per step (lint and spec types ran beside jest):');
for (const [name, ms] of stepTimes) console.log(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${name}`);
console.log(`\n${passed} passed, ${failed} failed, ${flaky} flaky (failed once, passed on the retry), ${skipped} skipped`);
process.exit(lintStatus || specTypesStatus || jestStatus || playwrightStatus || chaosStatus);
