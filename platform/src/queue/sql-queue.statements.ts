// The SQL of the SqlQueueDriver. Every statement is one round trip and atomic on its own, so no transaction is held
// open (PGlite makes every other query wait for one). Times are parameters, read from the driver's clock.

export const ENQUEUE = `
  INSERT INTO queue_jobs (queue, job_id, name, data, attempts, backoff_ms, state, run_at)
  VALUES ($1, $2, $3, $4::jsonb, $5, $6, 'waiting', $7)
  ON CONFLICT (queue, job_id) DO NOTHING`;

/**
 * Claims up to $3 jobs that are due, or whose lease ran out (their process died: stalled), for a new lease until $4,
 * in the order they fell due.
 * SKIP LOCKED lets two processes claim at once without ever taking the same job.
 */
export const CLAIM = `
  WITH due AS (
    SELECT job_id FROM queue_jobs
    WHERE queue = $1 AND ((state = 'waiting' AND run_at <= $2) OR (state = 'active' AND locked_until <= $2))
    ORDER BY run_at, seq
    LIMIT $3
    FOR UPDATE SKIP LOCKED
  ), claimed AS (
    UPDATE queue_jobs AS job SET
      attempt = CASE WHEN job.state = 'waiting' THEN job.attempt + 1 ELSE job.attempt END,
      stalls = CASE WHEN job.state = 'active' THEN job.stalls + 1 ELSE job.stalls END,
      state = 'active',
      lease = gen_random_uuid(),
      locked_until = $4
    FROM due
    WHERE job.queue = $1 AND job.job_id = due.job_id
    RETURNING job.job_id, job.name, job.data, job.attempt, job.attempts, job.backoff_ms, job.stalls, job.lease, job.from_schedule, job.run_at, job.seq
  )
  SELECT job_id AS "jobId", name, data, attempt, attempts, backoff_ms AS "backoffMs", stalls, lease, from_schedule AS "fromSchedule"
  FROM claimed ORDER BY run_at, seq`;

/** Keeps the leases $1 of the jobs still running here until $2. */
export const RENEW_LEASES = `UPDATE queue_jobs SET locked_until = $2 WHERE lease = ANY($1::uuid[]) AND state = 'active'`;

/** Ends a run whose lease ($3) this process still holds: a lost lease means another process runs the job now. */
export const SETTLE = `
  UPDATE queue_jobs SET state = $4, run_at = coalesce($5, run_at), finished_at = $6, failed_reason = $7, lease = NULL, locked_until = NULL
  WHERE queue = $1 AND job_id = $2 AND lease = $3`;

/**
 * Turns each due schedule of queue $1 into one tick job, once across processes (the schedule row is locked and moved
 * on to its next slot after $2 in the same statement). Slots missed while no process ran make one tick, and no tick is
 * made while the last one is still waiting or running, so a slow run is not overtaken.
 */
export const PRODUCE_DUE_TICKS = `
  WITH due AS (
    SELECT job_name, every_ms, next_run_at FROM queue_schedules
    WHERE queue = $1 AND next_run_at <= $2::timestamptz
    FOR UPDATE SKIP LOCKED
  ), advanced AS (
    UPDATE queue_schedules AS schedule
    SET next_run_at = due.next_run_at
      + ((floor(extract(epoch FROM $2::timestamptz - due.next_run_at) * 1000 / due.every_ms) + 1) * due.every_ms)::double precision
      * interval '1 millisecond'
    FROM due
    WHERE schedule.queue = $1 AND schedule.job_name = due.job_name
    RETURNING due.job_name, due.next_run_at AS slot
  )
  INSERT INTO queue_jobs (queue, job_id, name, data, attempts, backoff_ms, state, run_at, from_schedule)
  SELECT $1, advanced.job_name || '.tick-' || (extract(epoch FROM advanced.slot) * 1000)::bigint, advanced.job_name, '{}', 1, 0, 'waiting', $2, true
  FROM advanced
  WHERE NOT EXISTS (
    SELECT 1 FROM queue_jobs AS tick
    WHERE tick.queue = $1 AND tick.name = advanced.job_name AND tick.from_schedule AND tick.state IN ('waiting', 'active')
  )
  ON CONFLICT (queue, job_id) DO NOTHING`;

/** When queue $1 next has something due: its earliest waiting job and its earliest schedule slot (null: none). */
export const NEXT_DUE = `
  SELECT
    (SELECT min(run_at) FROM queue_jobs WHERE queue = $1 AND state = 'waiting') AS next_job_at,
    (SELECT min(next_run_at) FROM queue_schedules WHERE queue = $1) AS next_tick_at`;

/** Same interval: the schedule keeps its slots (another replica or an earlier start made it); else it starts anew. */
export const UPSERT_SCHEDULE = `
  INSERT INTO queue_schedules (queue, job_name, every_ms, next_run_at) VALUES ($1, $2, $3, $4)
  ON CONFLICT (queue, job_name) DO UPDATE SET every_ms = excluded.every_ms, next_run_at = excluded.next_run_at
  WHERE queue_schedules.every_ms <> excluded.every_ms`;

export const DELETE_SCHEDULE = 'DELETE FROM queue_schedules WHERE queue = $1 AND job_name = $2';

export const COUNT_BY_STATE = `
  SELECT
    count(*) FILTER (WHERE state = 'waiting' AND run_at <= $2)::int AS waiting,
    count(*) FILTER (WHERE state = 'active')::int AS active,
    count(*) FILTER (WHERE state = 'waiting' AND run_at > $2)::int AS delayed,
    count(*) FILTER (WHERE state = 'failed')::int AS failed
  FROM queue_jobs WHERE queue = $1 AND state <> 'completed'`;

/** Jobs of the queues $1 that are due ($2) or running, and ticks due: what `drain` waits for. */
export const COUNT_DUE_OR_RUNNING = `
  SELECT
    (SELECT count(*) FROM queue_jobs WHERE queue = ANY($1::text[]) AND (state = 'active' OR (state = 'waiting' AND run_at <= $2)))::int
    + (SELECT count(*) FROM queue_schedules WHERE queue = ANY($1::text[]) AND next_run_at <= $2)::int AS unfinished`;

/** Forgets finished jobs: ticks after $1, completed jobs after $2 (then their id may run again), failed ones after $3. */
export const PURGE_FINISHED = `
  DELETE FROM queue_jobs
  WHERE state IN ('completed', 'failed') AND finished_at < $1
    AND finished_at < CASE WHEN from_schedule THEN $1 WHEN state = 'completed' THEN $2 ELSE $3 END`;
