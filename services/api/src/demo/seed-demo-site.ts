import cliProgress from 'cli-progress';
import type { Infrastructure } from '@dating/platform';
import { DemoSeed } from './demo-seed.js';

/**
 * First start of the embedded default: seeds the demo site with a progress bar on stderr. Does
 * nothing in production (demoMembers is 0 there), with DEMO_MEMBERS=0, or once a seed finished.
 */
export const seedDemoSite = async (infrastructure: Infrastructure, now: Date): Promise<void> => {
  const members = infrastructure.config.demoMembers;
  const seed = new DemoSeed(infrastructure);
  if (members === 0 || (await seed.isDone())) return;
  const bar = new cliProgress.SingleBar(
    { format: 'seeding demo members [{bar}] {value}/{total}', stream: process.stderr },
    cliProgress.Presets.shades_classic,
  );
  bar.start(members, 0);
  try {
    await seed.run({ members, now, onProgress: (done) => bar.update(done) });
  } finally {
    bar.stop();
  }
};
