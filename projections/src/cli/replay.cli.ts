import { parseArgs } from 'node:util';
import { createInfrastructure, loadConfig } from '@dating/platform';
import cliProgress from 'cli-progress';
import { PROJECTIONS, projectionNamed } from '../projections.js';
import { ANALYTIC_LAKE_NAME } from '../analytic-lake/analytic-lake.consumer.js';
import { replayAnalyticLake, replayProjection, replayUntil } from './replay.js';

const USAGE = `usage: npm run replay -- <projection> [--until <ISO time>]\n       npm run replay -- ${ANALYTIC_LAKE_NAME}`;

/** `npm run replay -- analytic-lake`: writes the analytic lake again from the whole log (the projections role stopped). */
const replayLake = async () => {
  const infrastructure = await createInfrastructure(loadConfig());
  const bar = new cliProgress.SingleBar({ format: `${ANALYTIC_LAKE_NAME} [{bar}] {value}/{total} events` }, cliProgress.Presets.shades_classic);
  try {
    await replayAnalyticLake(infrastructure, { start: (total) => bar.start(total ?? 0, 0), advance: (events) => bar.increment(events) });
    bar.stop();
    console.log(`the analytic lake is written again from position zero, in ${infrastructure.config.lakeDir}`);
  } finally {
    await infrastructure.close();
  }
};

/**
 * `npm run replay -- <projection>`: rebuilds one read model from the whole event log and swaps it in.
 * `npm run replay -- <projection> --until 2026-11-28T18:00:00Z`: builds it as it stood then, in a scratch schema.
 */
const main = async () => {
  const { values, positionals } = parseArgs({ options: { until: { type: 'string' } }, allowPositionals: true, strict: false });
  const [name] = positionals;
  if (name === ANALYTIC_LAKE_NAME && positionals.length === 1 && Object.keys(values).length === 0) return replayLake();
  const projection = name ? projectionNamed(name) : undefined;
  const until = typeof values.until === 'string' ? new Date(values.until) : undefined;
  const unknownOption = Object.keys(values).some((option) => option !== 'until') || values.until === true;
  if (!projection || positionals.length > 1 || unknownOption || (until && Number.isNaN(until.getTime()))) {
    console.error(`${USAGE}\nprojections: ${PROJECTIONS.map((known) => known.name).join(', ')}, ${ANALYTIC_LAKE_NAME}`);
    process.exit(2);
  }
  const infrastructure = await createInfrastructure(loadConfig());
  const bar = new cliProgress.SingleBar({ format: `${projection.name} [{bar}] {value}/{total} events` }, cliProgress.Presets.shades_classic);
  try {
    if (until) {
      const schema = await replayUntil(infrastructure, projection, until, { start: (total) => bar.start(total ?? 0, 0), advance: (events) => bar.increment(events) });
      bar.stop();
      console.log(`${projection.name} as it stood at ${until.toISOString()} is in schema ${schema} (the live read model is untouched)`);
      return;
    }
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
