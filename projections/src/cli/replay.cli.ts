import { createInfrastructure, loadConfig } from '@dating/platform';
import cliProgress from 'cli-progress';
import { PROJECTIONS, projectionNamed } from '../projections.js';
import { replayProjection } from './replay.js';

/** `npm run replay -- <projection>`: rebuilds one read model from the whole event log. */
const main = async () => {
  const name = process.argv[2];
  const projection = name ? projectionNamed(name) : undefined;
  if (!projection) {
    console.error(`usage: npm run replay -- <projection>\nprojections: ${PROJECTIONS.map((known) => known.name).join(', ')}`);
    process.exit(2);
  }
  const infrastructure = await createInfrastructure(loadConfig());
  const bar = new cliProgress.SingleBar({ format: `${projection.name} [{bar}] {value}/{total} events` }, cliProgress.Presets.shades_classic);
  try {
    await replayProjection(infrastructure, projection, {
      start: (total) => bar.start(total ?? 0, 0),
      advance: (events) => bar.increment(events),
      waitingForLiveProjector: () => console.log(`\nwaiting for the running ${projection.name} projector to pause (stop the projections role)`),
    });
    bar.stop();
    console.log(`${projection.name} rebuilt from position zero and swapped in`);
  } finally {
    await infrastructure.close();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
