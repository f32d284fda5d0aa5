import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eventCatalogueFiles } from '../event-catalogue/event-catalogue.render.js';

// The repository root, from projections/src/cli or projections/dist/cli alike.
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** `npm run catalogue`: writes the event catalogue from the domain's event definitions. */
const main = async () => {
  for (const [path, content] of Object.entries(eventCatalogueFiles(ROOT))) {
    await mkdir(dirname(join(ROOT, path)), { recursive: true });
    await writeFile(join(ROOT, path), content);
    console.error(`wrote ${path}`);
  }
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
