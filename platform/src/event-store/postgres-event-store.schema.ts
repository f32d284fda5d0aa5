/** How the append function receives the non-numeric expected versions (numbers ≥ 0 are exact). */
export const EXPECTED_CODE = { any: -1, no_stream: -2, stream_exists: -3 } as const;

/** Outcomes reported by `es_append`. */
export const APPEND_OUTCOME = { appended: 'appended', duplicate: 'duplicate', partlyStored: 'partly_stored', conflict: 'conflict' } as const;

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

/** First key of the two-key advisory lock a multi-stream append takes per stream: keeps those apart from any other use. */
const STREAM_LOCK_NAMESPACE = 1_163_086_657;

// One round trip per append, to one or several streams, and no write besides the events: a stream's version is its
// last event's, read through the (stream_id, stream_version) key. Every stream is checked before anything is
// inserted, so a conflict or a stored batch returns with nothing written. A concurrent append to one of the streams
// makes the insert fail on that key, never overwrite, and the statement (the caller's savepoint) undoes every stream;
// the caller then calls again, and the second look reports the conflict, the duplicate, or the next free versions.
// No EXCEPTION block: catching here would open a subtransaction on every append.
// `versions` holds the next version of each stream; after a conflict, the conflicting stream's actual version.
const appendFunction = `
CREATE FUNCTION es_append(p_stream_ids text[], p_expected bigint[], p_events jsonb,
  OUT outcome text, OUT stream_index int, OUT last_transaction_id xid8, OUT last_position bigint, OUT versions bigint[])
LANGUAGE plpgsql AS $$
DECLARE
  v_current bigint;
  v_stored int := 0;
  v_expected_holds boolean;
  v_found boolean;
  v_prior record;
BEGIN
  -- Two multi-stream appends inserting into shared streams in opposite orders would wait on each other's keys until
  -- the deadlock detector aborts one; taking the streams' locks in one order first makes the second wait its turn.
  IF cardinality(p_stream_ids) > 1 THEN
    PERFORM pg_advisory_xact_lock(${STREAM_LOCK_NAMESPACE}, sorted.key)
    FROM (SELECT DISTINCT hashtext(id) AS key FROM unnest(p_stream_ids) AS id ORDER BY 1) AS sorted;
  END IF;

  versions := '{}';
  FOR i IN 1 .. cardinality(p_stream_ids) LOOP
    v_found := false;
    -- With these two a retry would pass the version check, so look for it first.
    IF p_expected[i] IN (${EXPECTED_CODE.any}, ${EXPECTED_CODE.stream_exists}) THEN
      SELECT * INTO v_prior FROM es_find_duplicate(p_stream_ids[i], p_events -> (i - 1));
      v_found := FOUND;
    END IF;
    IF NOT v_found THEN
      SELECT coalesce(max(e.stream_version), 0) INTO v_current FROM es_events e WHERE e.stream_id = p_stream_ids[i];
      v_expected_holds := CASE p_expected[i]
        WHEN ${EXPECTED_CODE.any} THEN true
        WHEN ${EXPECTED_CODE.no_stream} THEN v_current = 0
        WHEN ${EXPECTED_CODE.stream_exists} THEN v_current > 0
        ELSE p_expected[i] = v_current
      END;
      IF NOT v_expected_holds THEN
        SELECT * INTO v_prior FROM es_find_duplicate(p_stream_ids[i], p_events -> (i - 1));
        v_found := FOUND;
        IF NOT v_found THEN
          outcome := '${APPEND_OUTCOME.conflict}';
          stream_index := i - 1;
          versions := ARRAY[v_current];
          RETURN;
        END IF;
      END IF;
    END IF;
    IF v_found THEN
      v_stored := v_stored + 1;
      stream_index := coalesce(stream_index, i - 1);
      versions := versions || v_prior.next_version;
      IF last_position IS NULL OR (v_prior.last_transaction_id, v_prior.last_position) > (last_transaction_id, last_position) THEN
        last_transaction_id := v_prior.last_transaction_id;
        last_position := v_prior.last_position;
      END IF;
    ELSE
      versions := versions || (v_current + jsonb_array_length(p_events -> (i - 1)));
    END IF;
  END LOOP;

  -- Every batch stored is a retry of this very append; only some is not this append but commands applied before.
  IF v_stored > 0 THEN
    outcome := CASE WHEN v_stored = cardinality(p_stream_ids) THEN '${APPEND_OUTCOME.duplicate}' ELSE '${APPEND_OUTCOME.partlyStored}' END;
    RETURN;
  END IF;

  INSERT INTO es_events (event_id, stream_id, stream_version, type, data, metadata)
  SELECT e.value ->> 'id', p_stream_ids[s.ordinality], versions[s.ordinality] - jsonb_array_length(s.value) + e.ordinality,
         e.value ->> 'type', e.value -> 'data', e.value -> 'metadata'
  FROM jsonb_array_elements(p_events) WITH ORDINALITY AS s, jsonb_array_elements(s.value) WITH ORDINALITY AS e;
  -- One INSERT draws its positions in row order, stream after stream, so the session's last value is the last event's.
  outcome := '${APPEND_OUTCOME.appended}';
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
  // Recreated rather than replaced: CREATE OR REPLACE cannot change a function's result type. The one-stream
  // signature of earlier releases goes too.
  'DROP FUNCTION IF EXISTS es_append(text, bigint, jsonb)',
  'DROP FUNCTION IF EXISTS es_append(text[], bigint[], jsonb)',
  appendFunction,
];
