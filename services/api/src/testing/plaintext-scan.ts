import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { SqlExecutor } from '@dating/platform';

/** One place where a secret still lies readable: a file (or dump section) and the bytes around it. */
export interface PlaintextHit {
  readonly where: string;
  readonly needle: string;
  readonly offset: number;
  readonly context: string;
}

const CONTEXT_BYTES = 48;

/** The needles as searched: each as given and in lower case, without duplicates. */
export const needleForms = (needles: readonly string[]): string[] => [...new Set(needles.flatMap((needle) => [needle, needle.toLowerCase()]))];

// Printable ASCII stays, everything else shows as a dot: the surroundings tell which row or record it is.
const printable = (bytes: Buffer): string => [...bytes].map((byte) => (byte >= 0x20 && byte < 0x7f ? String.fromCharCode(byte) : '.')).join('');

/** Every occurrence of every needle (as UTF-8) in `bytes`. */
export const findInBytes = (bytes: Buffer, needles: readonly string[], where: string): PlaintextHit[] =>
  needleForms(needles).flatMap((needle) => {
    const pattern = Buffer.from(needle, 'utf8');
    const hits: PlaintextHit[] = [];
    for (let offset = bytes.indexOf(pattern); offset !== -1; offset = bytes.indexOf(pattern, offset + 1)) {
      const context = printable(bytes.subarray(Math.max(0, offset - CONTEXT_BYTES), offset + pattern.length + CONTEXT_BYTES));
      hits.push({ where, needle, offset, context });
    }
    return hits;
  });

const filesUnder = async (root: string): Promise<string[]> => {
  const entries = await readdir(root, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(root, entry.name);
      if (entry.isDirectory()) return filesUnder(path);
      return Promise.resolve(entry.isFile() ? [path] : []);
    }),
  );
  return nested.flat();
};

/**
 * Searches every byte of every file under `root` (recursively) for the needles. `describe` names a file for the
 * report, e.g. which table a PostgreSQL relation file belongs to.
 */
export const scanFiles = async (root: string, needles: readonly string[], describe: (path: string) => string = (path) => path): Promise<PlaintextHit[]> => {
  if (!(await stat(root)).isDirectory()) throw new Error(`${root} is not a directory`);
  const hits: PlaintextHit[] = [];
  for (const path of await filesUnder(root)) hits.push(...findInBytes(await readFile(path), needles, describe(path)));
  return hits;
};

/** Which table a relation file node belongs to (TOAST tables named after their owner), from the server's catalog. */
export const relationFileNames = async (sql: SqlExecutor): Promise<ReadonlyMap<string, string>> => {
  const { rows } = await sql.query<{ filenode: string; relname: string; owner: string | null }>(
    `select c.relfilenode::text as filenode, c.relname, t.relname as owner
     from pg_class c left join pg_class t on t.reltoastrelid = c.oid
     where c.relfilenode <> 0`,
  );
  return new Map(rows.map((row) => [row.filenode, row.owner ? `${row.owner} (TOAST)` : row.relname]));
};

/** "base/16384/16422 (dev_mailbox)": a data-directory file with its table when the catalog knows it. */
export const describeDataFile = (root: string, relations: ReadonlyMap<string, string>) => (path: string): string => {
  const file = relative(root, path);
  const node = /^(\d+)(?:_(?:fsm|vm|init))?(?:\.\d+)?$/.exec(file.split(sep).at(-1) ?? '')?.[1];
  const table = node ? relations.get(node) : undefined;
  return table ? `${file} (${table})` : file;
};

/** Hits in a plain-text `pg_dump`, each attributed to the table whose COPY data holds it (or to the schema part). */
export const findInDump = (dump: string, needles: readonly string[]): PlaintextHit[] => {
  let section = 'schema';
  return dump.split('\n').flatMap((line, index) => {
    const copy = /^COPY ([^ ]+) /.exec(line);
    if (copy) section = `table ${copy[1]}`;
    const hits = findInBytes(Buffer.from(line, 'utf8'), needles, `pg_dump ${section}, line ${index + 1}`);
    if (line === '\\.') section = 'schema';
    return hits;
  });
};

/** One line per hit, for an assertion message that tells what still holds plaintext. */
export const formatHits = (hits: readonly PlaintextHit[]): string[] =>
  hits.map((hit) => `${hit.where} @${hit.offset}: "${hit.needle}" in …${hit.context}…`);
