import type { RecordedEvent } from '@dating/domain';
import type { Consumer, SqlExecutor } from '@dating/platform';

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

const IDENTIFIER = /^[a-z][a-z0-9_]*$/;

/** The table a projection's documents live in; replays build into another and swap it in. */
export const documentTable = (projection: DocumentProjection<unknown>, suffix = ''): string => {
  const table = `rm_${projection.name.replaceAll('-', '_')}${suffix}`;
  if (!IDENTIFIER.test(table)) throw new Error(`Invalid read-model table name ${table}`);
  return table;
};

export const createDocumentTable = async (tx: SqlExecutor, table: string): Promise<void> => {
  await tx.query(`create table if not exists ${table} (id text primary key, doc jsonb not null, updated_at timestamptz not null default now())`);
};

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

/** Turns a projection into a checkpointed consumer writing to `table` (its own by default). */
export const documentProjectionConsumer = <Doc>(
  projection: DocumentProjection<Doc>,
  table = documentTable(projection),
  name = projection.name,
): Consumer => ({
  name,
  async handle(events, tx) {
    await createDocumentTable(tx, table);
    for (const event of events) {
      if (projection.canHandle.includes(event.type)) await applyEvent(projection, table, tx, event);
    }
  },
  async reset(tx) {
    await tx.query(`drop table if exists ${table}`);
  },
});
