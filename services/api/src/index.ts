export { startRoles } from './runtime/roles.js';
export type { Clock } from './runtime/tokens.js';
export { searchStatements } from './search/member-search.sql.js';
