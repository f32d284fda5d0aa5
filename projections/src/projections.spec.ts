import { PROJECTIONS } from './projections.js';
import { readModelCheckpoint, versionOf, versionSuffix } from './sql-projection/sql-projection.js';

describe('the read models of this release', () => {
  it.each(PROJECTIONS.map((projection) => [projection.name, projection] as const))(
    '%s names its tables after its version, so a new version is built beside the one serving',
    (_, projection) => {
      const suffix = versionSuffix(versionOf(projection));
      for (const table of projection.tables) expect(table.endsWith(suffix) && !table.slice(0, table.length - suffix.length).match(/_v\d+$/)).toBe(true);
      expect(readModelCheckpoint(projection)).toBe(`${projection.name}${suffix}`);
    },
  );

  it('keep their tables and checkpoints apart', () => {
    const tables = PROJECTIONS.flatMap((projection) => projection.tables);
    expect(new Set(tables).size).toBe(tables.length);
    expect(new Set(PROJECTIONS.map(readModelCheckpoint)).size).toBe(PROJECTIONS.length);
  });
});
