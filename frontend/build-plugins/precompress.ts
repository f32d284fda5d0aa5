import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
// Below this a compressed copy saves less than its headers cost.
const MIN_BYTES = 1024;

const filesUnder = async (directory: string): Promise<string[]> =>
  (await readdir(directory, { recursive: true })).map((name) => join(directory, String(name)));

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy of every text file of the build at maximum effort,
 * once, so the server never compresses a static file per request and clients get the smallest form.
 */
export const precompress = (): Plugin => {
  let outDir = 'dist';
  return {
    name: 'dating:precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = join(config.root, config.build.outDir);
    },
    closeBundle: async () => {
      for (const file of await filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_BYTES) continue;
        const content = await readFile(file);
        await writeFile(`${file}.br`, await brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }));
        await writeFile(`${file}.gz`, await gzipped(content, { level: constants.Z_BEST_COMPRESSION }));
      }
    },
  };
};
