import { runAnalyticsBench } from './analytics.bench.js';
import { runChatBench } from './chat.bench.js';
import { runEventStoreBench } from './eventstore.bench.js';
import { runLikesBench } from './likes.bench.js';
import { runNotifyBench } from './notify.bench.js';
import { runSearchBench } from './search.bench.js';
import { runSessionBench } from './session.bench.js';
import { runWalletBench } from './wallet.bench.js';
import { runWebBench } from './web.bench.js';

/** Benchmarks by name; `node bench/dist/run.js [name...]` runs the named ones, or all. */
const BENCHMARKS: Readonly<Record<string, () => Promise<void>>> = {
  analytics: runAnalyticsBench,
  chat: runChatBench,
  eventstore: runEventStoreBench,
  likes: runLikesBench,
  notify: runNotifyBench,
  search: runSearchBench,
  session: runSessionBench,
  wallet: runWalletBench,
  web: runWebBench,
};

const main = async (): Promise<void> => {
  const requested = process.argv.slice(2);
  const unknown = requested.filter((name) => !(name in BENCHMARKS));
  if (unknown.length > 0) {
    throw new Error(`Unknown benchmark(s): ${unknown.join(', ')}; known: ${Object.keys(BENCHMARKS).join(', ')}`);
  }
  for (const name of requested.length > 0 ? requested : Object.keys(BENCHMARKS)) {
    console.log(`== ${name}`);
    await BENCHMARKS[name]!();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
