import type { RecordedEvent } from '@dating/domain';
import type { SqlExecutor } from '@dating/platform';
import { assertIdentifier, type SqlProjection } from '../sql-projection/sql-projection.js';

/**
 * A read model as documents: which events it reads, whose document each event touches, and a pure
 * `evolve`. Returning null from evolve deletes the document (e.g. after final account deletion).
 */
export interface DocumentProjection<Doc> {
  readonly name: string;
  readonly canHandle: readonly string[];
  documentId(event: RecordedEvent): string;
  evolve(doc: Doc | null, event: RecordedEvent): Doc | null;
}

/** The table a projection's documents live in. */
export const documentTable = (projection: DocumentProjection<unknown>): string => `rm_${projection.name.replaceAll('-', '_')}`;

const applyEvent = async <Doc>(projection: DocumentProjection<Doc>, table: string, tx: SqlExecutor, event: RecordedEvent) => {
  const id = projection.documentId(event);
  const { rows } = await tx.query<{ doc: Doc }>(`select doc from ${table} where id = $1`, [id]);
  const next = projection.evolve(rows[0]?.doc ?? null, event);
  if (next === null) await tx.query(`delete from ${table} where id = $1`, [id]);
  else {
    await tx.query(`insert into ${table} (id, doc) values ($1, $2) on conflict (id) do update set doc = excluded.doc, updated_at = now()`, [
      id,
      JSON.stringify(next),
    ]);
  }
};

/** Stores a document projection as one table of (id, jsonb document). */
export const asSqlProjection = <Doc>(projection: DocumentProjection<Doc>): SqlProjection => {
  const table = documentTable(projection as DocumentProjection<unknown>);
  return {
    name: projection.name,
    canHandle: projection.canHandle,
    tables: [table],
    async migrate(tx, suffix) {
      const name = assertIdentifier(`${table}${suffix}`);
      await tx.query(`create table if not exists ${name} (id text primary key, doc jsonb not null, updated_at timestamptz not null default now())`);
    },
    apply: (tx, event, suffix) => applyEvent(projection, assertIdentifier(`${table}${suffix}`), tx, event),
  };
};
