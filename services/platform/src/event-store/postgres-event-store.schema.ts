/** How the append function receives the non-numeric expected versions (numbers ≥ 0 are exact). */
export const EXPECTED_CODE = { any: -1, no_stream: -2, stream_exists: -3 } as const;

/** Outcomes reported by `es_append`. */
export const APPEND_OUTCOME = { appended: 'appended', duplicate: 'duplicate', conflict: 'conflict' } as const;

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

// One round trip per append: the stream row is the optimistic-concurrency guard (its update
// waits for, then re-checks against, a concurrent writer), the events follow in the same call.
const appendFunction = `
CREATE OR REPLACE FUNCTION es_append(p_stream_id text, p_expected bigint, p_events jsonb)
RETURNS TABLE (outcome text, next_version bigint, last_transaction_id xid8, last_position bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_count bigint := jsonb_array_length(p_events);
  v_version bigint;
BEGIN
  -- With these two a retry would pass the version check, so look for it first.
  IF p_expected IN (${EXPECTED_CODE.any}, ${EXPECTED_CODE.stream_exists}) THEN
    RETURN QUERY SELECT * FROM es_find_duplicate(p_stream_id, p_events);
    IF FOUND THEN RETURN; END IF;
  END IF;

  IF p_expected = ${EXPECTED_CODE.any} THEN
    INSERT INTO es_streams AS s (stream_id, version) VALUES (p_stream_id, v_count)
    ON CONFLICT (stream_id) DO UPDATE SET version = s.version + v_count
    RETURNING s.version INTO v_version;
  ELSIF p_expected IN (${EXPECTED_CODE.no_stream}, 0) THEN
    INSERT INTO es_streams (stream_id, version) VALUES (p_stream_id, v_count)
    ON CONFLICT (stream_id) DO NOTHING
    RETURNING version INTO v_version;
  ELSIF p_expected = ${EXPECTED_CODE.stream_exists} THEN
    UPDATE es_streams s SET version = s.version + v_count WHERE s.stream_id = p_stream_id
    RETURNING s.version INTO v_version;
  ELSE
    UPDATE es_streams s SET version = s.version + v_count
    WHERE s.stream_id = p_stream_id AND s.version = p_expected
    RETURNING s.version INTO v_version;
  END IF;

  IF v_version IS NULL THEN
    RETURN QUERY SELECT * FROM es_find_duplicate(p_stream_id, p_events);
    IF FOUND THEN RETURN; END IF;
    RETURN QUERY SELECT '${APPEND_OUTCOME.conflict}'::text,
      (SELECT s.version FROM es_streams s WHERE s.stream_id = p_stream_id), NULL::xid8, NULL::bigint;
    RETURN;
  END IF;

  INSERT INTO es_events (event_id, stream_id, stream_version, type, data, metadata)
  SELECT e.value ->> 'id', p_stream_id, v_version - v_count + e.ordinality,
         e.value ->> 'type', e.value -> 'data', e.value -> 'metadata'
  FROM jsonb_array_elements(p_events) WITH ORDINALITY AS e;
  -- One INSERT draws its positions in row order, so the session's last value is the last event's.
  outcome := '${APPEND_OUTCOME.appended}';
  next_version := v_version;
  last_transaction_id := pg_current_xact_id();
  last_position := lastval();
  RETURN NEXT;
END
$$`;

/**
 * Idempotent schema of the PostgreSQL/PGlite event store. Events carry the id of the transaction
 * that wrote them: readers order by (transaction_id, global_position) and only read transactions
 * older than every running one, so an event committed late is never skipped.
 */
export const EVENT_STORE_MIGRATION: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS es_streams (
     stream_id text PRIMARY KEY,
     version bigint NOT NULL
   )`,
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
     CONSTRAINT es_events_event_id_key UNIQUE (event_id),
     CONSTRAINT es_events_stream_version_key UNIQUE (stream_id, stream_version)
   )`,
  findDuplicateFunction,
  appendFunction,
];
