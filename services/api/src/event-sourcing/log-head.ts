import type { Checkpoint } from '@dating/domain';
import { loadCheckpoint, logHead, type SqlExecutor } from '@dating/platform';
import { LIVE_PUBLISHER } from '@dating/workers';

/** How far the log reaches: its head where the log is in PostgreSQL; where it is not (EventStoreDB), what the live publisher has published of it. */
export const headOfTheLog = (sql: SqlExecutor): Promise<Checkpoint> => logHead(sql).catch(() => loadCheckpoint(sql, LIVE_PUBLISHER));
