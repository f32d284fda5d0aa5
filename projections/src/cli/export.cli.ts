import { createWriteStream } from 'node:fs';
import { finished } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { createInfrastructure, loadConfig } from '@dating/platform';
import { exportEvents } from './export.js';

/** `npm run export -- --out events.ndjson [--types MemberSignedUp,MemberConfirmed] [--since ISO] [--until ISO]` */
const main = async () => {
  const { values } = parseArgs({
    options: { out: { type: 'string' }, types: { type: 'string' }, since: { type: 'string' }, until: { type: 'string' } },
  });
  const out = values.out ? createWriteStream(values.out) : process.stdout;
  const infrastructure = await createInfrastructure(loadConfig());
  try {
    const written = await exportEvents(infrastructure.storedLog, { types: values.types?.split(','), since: values.since, until: values.until }, out);
    if (out !== process.stdout) {
      out.end();
      await finished(out);
    }
    console.error(`${written} events exported`);
  } finally {
    await infrastructure.close();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
