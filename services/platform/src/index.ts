export type { SqlExecutor, SqlPort } from './sql/sql.port.js';
// event-store (owned by the event-store work)
// queue and mail (owned by the workers work)
