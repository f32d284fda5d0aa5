import { isErased, type Personal, type RecordedEvent } from '@dating/domain';
import type { Consumer, PersonalFieldCipher, SqlExecutor } from '@dating/platform';

/** What a projection may use besides its transaction. */
export interface ProjectionContext {
  /** Personal fields are stored sealed with the member's key, never in clear. */
  readonly personalFields: PersonalFieldCipher;
}

/**
 * A read model kept in its own SQL tables. Every table and index name starts with one of `tables`
 * followed by `suffix`, so a replay can build a fresh copy beside the live one and swap it in.
 */
export interface SqlProjection {
  readonly name: string;
  /** Event types it reads; others only advance its checkpoint. */
  readonly canHandle: readonly string[];
  /**
   * Bumped when its tables or what they hold change (1 when absent). Each version is built beside the others: its
   * tables end with `versionSuffix(version)` and its checkpoint is `readModelCheckpoint(projection)`, so processes of
   * the last release keep serving from theirs while a new release builds its own from the log.
   */
  readonly version?: number;
  /** Names of its live tables (e.g. `rm_member_search`): `versionedTable(base, version)`. */
  readonly tables: readonly string[];
  /** Creates its tables (named base + suffix) if they do not exist. */
  migrate(tx: SqlExecutor, suffix: string): Promise<void>;
  apply(tx: SqlExecutor, event: RecordedEvent, suffix: string, context: ProjectionContext): Promise<void>;
  /**
   * Events of `types` that follow one another in a batch, as they do under load (a message sent in every
   * conversation), applied together: a statement for all of them where `apply` would write one for each. The same
   * rows as `apply` one event after another.
   */
  readonly runs?: {
    readonly types: readonly string[];
    apply(tx: SqlExecutor, events: readonly RecordedEvent[], suffix: string, context: ProjectionContext): Promise<void>;
  };
}

/** The events in their order, cut where `together` changes: each run all together or all not. */
const runsOf = <T>(events: readonly T[], together: (event: T) => boolean): { together: boolean; events: T[] }[] => {
  const runs: { together: boolean; events: T[] }[] = [];
  for (const event of events) {
    const last = runs.at(-1);
    if (last && last.together === together(event)) last.events.push(event);
    else runs.push({ together: together(event), events: [event] });
  }
  return runs;
};

// PostgreSQL takes at most 65,535 parameters per statement.
const MAX_PARAMETERS = 65_535;

/**
 * Inserts `rows` (each the values of `columns`, in order) with as few statements as the parameter limit allows:
 * `insert into <into> (<columns>) values (...), (...) <tail>`.
 */
export const insertRows = async (tx: SqlExecutor, into: string, columns: readonly string[], rows: readonly (readonly unknown[])[], tail = ''): Promise<void> => {
  const perStatement = Math.floor(MAX_PARAMETERS / columns.length);
  for (let start = 0; start < rows.length; start += perStatement) {
    const chunk = rows.slice(start, start + perStatement);
    const values = chunk.map((_, row) => `(${columns.map((__, column) => `$${row * columns.length + column + 1}`).join(', ')})`).join(', ');
    await tx.query(`insert into ${into} (${columns.join(', ')}) values ${values} ${tail}`, chunk.flat());
  }
};

/**
 * A personal value as a read model keeps it: sealed with the member's key (objects as JSON). Null when the log could
 * no longer tell the value (the key was gone) or the key is gone by now.
 */
export const sealPersonal = (context: ProjectionContext, memberId: string, value: Personal<unknown>): Promise<string | null> =>
  isErased(value) ? Promise.resolve(null) : context.personalFields.seal(memberId, typeof value === 'string' ? value : JSON.stringify(value));

const IDENTIFIER = /^[a-z][a-z0-9_]*$/;

export const assertIdentifier = (name: string): string => {
  if (!IDENTIFIER.test(name)) throw new Error(`Invalid SQL identifier ${name}`);
  return name;
};

export const FIRST_VERSION = 1;

/** What a version of a read model adds to its tables' and checkpoint's names: nothing for the first, `_v2` and on after. */
export const versionSuffix = (version: number): string => (version === FIRST_VERSION ? '' : `_v${version}`);

/** The live name of a table of a read model's `version`. */
export const versionedTable = (base: string, version: number): string => assertIdentifier(`${base}${versionSuffix(version)}`);

export const versionOf = (projection: Pick<SqlProjection, 'version'>): number => projection.version ?? FIRST_VERSION;

/** The consumer (and checkpoint) that builds this version of the read model. */
export const readModelCheckpoint = (projection: Pick<SqlProjection, 'name' | 'version'>): string => `${projection.name}${versionSuffix(versionOf(projection))}`;

/** Turns a projection into a checkpointed consumer writing to its tables with `suffix` ('' for the live ones). */
export const sqlProjectionConsumer = (
  projection: SqlProjection,
  context: ProjectionContext,
  suffix = '',
  name = `${readModelCheckpoint(projection)}${suffix}`,
): Consumer => {
  let migrated = false;
  return {
    name,
    handles: projection.canHandle,
    async handle(events, tx) {
      if (!migrated) await projection.migrate(tx, suffix);
      migrated = true;
      // Keys go through the batch's transaction too: PGlite has one connection, which the transaction holds.
      const inTransaction = { personalFields: context.personalFields.within(tx) };
      const handled = events.filter((event) => projection.canHandle.includes(event.type));
      const { runs } = projection;
      for (const run of runsOf(handled, (event) => runs?.types.includes(event.type) ?? false)) {
        if (runs && run.together) await runs.apply(tx, run.events, suffix, inTransaction);
        else for (const event of run.events) await projection.apply(tx, event, suffix, inTransaction);
      }
    },
    async reset(tx) {
      for (const table of projection.tables) await tx.query(`drop table if exists ${assertIdentifier(`${table}${suffix}`)} cascade`);
      // Empty again, not gone: a log with none of the projection's events never calls handle to create them.
      await projection.migrate(tx, suffix);
    },
  };
};
