import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

type FolderGraph = ReadonlyMap<string, ReadonlySet<string>>;

const SOURCE_ROOT = dirname(fileURLToPath(import.meta.url));
// Where the app is wired together: it may import every folder, and every folder may take its injection tokens.
const COMPOSITION_ROOT = 'runtime';
// Static imports and re-exports, and dynamic import() of a relative path.
const RELATIVE_IMPORT = /(?:from\s+|import\s*\(\s*|import\s+)['"](\.{1,2}\/[^'"]+)['"]/g;

/** The feature folder (first path segment under src/) a file belongs to; files directly in src/ belong to none. */
const folderOf = (file: string): string | undefined => {
  const parts = relative(SOURCE_ROOT, file).split(sep);
  return parts.length > 1 ? parts[0] : undefined;
};

/** Which feature folders each folder's production code imports (tests may reach across: they drive the whole app). */
const featureFolderGraph = (): FolderGraph => {
  const graph = new Map<string, Set<string>>();
  const files = readdirSync(SOURCE_ROOT, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.spec.ts') && !file.includes('e2e') && !file.endsWith('.d.ts'))
    .map((file) => join(SOURCE_ROOT, file));
  for (const file of files) {
    const from = folderOf(file);
    if (!from || from === COMPOSITION_ROOT) continue;
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) {
      const to = folderOf(resolve(dirname(file), specifier!));
      if (to && to !== from) graph.set(from, (graph.get(from) ?? new Set()).add(to));
    }
  }
  return graph;
};

/** Every cycle as the folders along it, found by depth-first search; each cycle once, from its smallest folder. */
const cyclesIn = (graph: FolderGraph): string[][] => {
  const cycles = new Map<string, string[]>();
  const walk = (path: string[]) => {
    for (const next of graph.get(path.at(-1)!) ?? []) {
      const start = path.indexOf(next);
      if (start >= 0) {
        const cycle = path.slice(start);
        const first = cycle.indexOf([...cycle].sort()[0]!);
        const rotated = [...cycle.slice(first), ...cycle.slice(0, first)];
        cycles.set(rotated.join(' → '), rotated);
      } else {
        walk([...path, next]);
      }
    }
  };
  for (const folder of graph.keys()) walk([folder]);
  return [...cycles.values()];
};

describe('feature folders of services/api/src', () => {
  describe('the cycle finder', () => {
    it('names each cycle once, from its first folder alphabetically, and nothing in a graph without one', () => {
      const graph: FolderGraph = new Map([
        ['search', new Set(['block', 'auth'])],
        ['block', new Set(['search'])],
        ['photos', new Set(['profile'])],
        ['profile', new Set(['auth', 'photos'])],
      ]);
      expect(cyclesIn(graph)).toEqual([
        ['block', 'search'],
        ['photos', 'profile'],
      ]);
      expect(cyclesIn(new Map([['search', new Set(['auth'])], ['auth', new Set(['http'])]]))).toEqual([]);
    });
  });

  it('import one another without a cycle, so each can be understood (and moved) on its own', () => {
    const graph = featureFolderGraph();
    // The scan must see the app's real imports, or an empty graph would pass.
    expect(graph.get('search')).toContain('auth');
    expect(cyclesIn(graph).map((cycle) => cycle.join(' → '))).toEqual([]);
  });
});
