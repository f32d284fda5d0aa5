/** How the append function receives the non-numeric expected versions (numbers ≥ 0 are exact). */
export const EXPECTED_CODE = { any: -1, no_stream: -2, stream_exists: -3 } as const;

/** Outcomes reported by `es_append`. */
export const APPEND_OUTCOME = { appended: 'appended', duplicate: 'duplicate', conflict: 'conflict' } as const;

/**
 * Unique keys an append can violate when a concurrent one committed first; looking again tells
 * whether that was a conflict, the same append, or (event id only) an id taken by another stream.
 */
export const EVENT_KEY = { eventId: 'es_events_event_id_key', streamVersion: 'es_events_stream_version_key' } as const;

/** Serialises concurrent migrations (CREATE ... IF NOT EXISTS is not safe against itself). */
export const MIGRATION_LOCK_KEY = 7_164_551_001;

// The last events of a stream match a retried append when every id is there, in this stream.
const findDuplicateFunction = `
CREATE OR REPLACE FUNCTION es_find_duplicate(p_stream_id text, p_events jsonb)
RETURNS TABLE (outcome text, next_version bigint, last_transaction_id xid8, last_position bigint)
LANGUAGE sql STABLE AS $$
  SELECT '${APPEND_OUTCOME.duplicate}', last.stream_version, last.transaction_id, last.global_position
  FROM es_events last
  WHERE last.event_id = p_events -> (jsonb_array_length(p_events) - 1) ->> 'id'
    AND last.stream_id = p_stream_id
    AND (SELECT count(*) FROM es_events e
         WHERE e.stream_id = p_stream_id
           AND e.event_id IN (SELECT x ->> 'id' FROM jsonb_array_elements(p_events) x)) = jsonb_array_length(p_events)
$$`;

// One round trip per append and no write besides the events: the stream's version is its last
// event's, read through the (stream_id, stream_version) key. A concurrent append to the same
// stream makes the insert fail on that key, never overwrite; the caller then calls again, and the
// second look reports the conflict, the duplicate, or the next free version. No EXCEPTION block:
// catching here would open a subtransaction on every append.
const appendFunction = `
CREATE FUNCTION es_append(p_stream_id text, p_expected bigint, p_events jsonb,
  OUT outcome text, OUT next_version bigint, OUT last_transaction_id xid8, OUT last_position bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_current bigint;
  v_expected_holds boolean;
BEGIN
  -- With these two a retry would pass the version check, so look for it first.
  IF p_expected IN (${EXPECTED_CODE.any}, ${EXPECTED_CODE.stream_exists}) THEN
    SELECT * INTO outcome, next_version, last_transaction_id, last_position FROM es_find_duplicate(p_stream_id, p_events);
    IF FOUND THEN RETURN; END IF;
  END IF;

  SELECT max(e.stream_version) INTO v_current FROM es_events e WHERE e.stream_id = p_stream_id;
  v_expected_holds := CASE p_expected
    WHEN ${EXPECTED_CODE.any} THEN true
    WHEN ${EXPECTED_CODE.no_stream} THEN v_current IS NULL
    WHEN ${EXPECTED_CODE.stream_exists} THEN v_current IS NOT NULL
    ELSE p_expected = coalesce(v_current, 0)
  END;
  IF NOT v_expected_holds THEN
    SELECT * INTO outcome, next_version, last_transaction_id, last_position FROM es_find_duplicate(p_stream_id, p_events);
    IF NOT FOUND THEN
      outcome := '${APPEND_OUTCOME.conflict}';
      next_version := v_current;
    END IF;
    RETURN;
  END IF;

  INSERT INTO es_events (event_id, stream_id, stream_version, type, data, metadata)
  SELECT e.value ->> 'id', p_stream_id, coalesce(v_current, 0) + e.ordinality,
         e.value ->> 'type', e.value -> 'data', e.value -> 'metadata'
  FROM jsonb_array_elements(p_events) WITH ORDINALITY AS e;
  -- One INSERT draws its positions in row order, so the session's last value is the last event's.
  outcome := '${APPEND_OUTCOME.appended}';
  next_version := coalesce(v_current, 0) + jsonb_array_length(p_events);
  last_transaction_id := pg_current_xact_id();
  last_position := lastval();
END
$$`;

/**
 * Idempotent schema of the PostgreSQL/PGlite event store. Events carry the id of the transaction
 * that wrote them: readers order by (transaction_id, global_position) and only read transactions
 * older than every running one, so an event committed late is never skipped.
 */
export const EVENT_STORE_MIGRATION: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS es_events (
     global_position bigint GENERATED ALWAYS AS IDENTITY,
     transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
     event_id text NOT NULL,
     stream_id text NOT NULL,
     stream_version bigint NOT NULL,
     type text NOT NULL,
     data jsonb NOT NULL,
     metadata jsonb NOT NULL,
     recorded_at timestamptz NOT NULL DEFAULT now(),
     CONSTRAINT es_events_pkey PRIMARY KEY (transaction_id, global_position),
     CONSTRAINT ${EVENT_KEY.eventId} UNIQUE (event_id),
     CONSTRAINT ${EVENT_KEY.streamVersion} UNIQUE (stream_id, stream_version)
   )`,
  // The version guard of earlier releases, now the (stream_id, stream_version) key.
  'DROP TABLE IF EXISTS es_streams',
  findDuplicateFunction,
  // Recreated rather than replaced: CREATE OR REPLACE cannot change a function's result type.
  'DROP FUNCTION IF EXISTS es_append(text, bigint, jsonb)',
  appendFunction,
];
