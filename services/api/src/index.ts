export { startRoles } from './runtime/roles.js';
export { runSite } from './runtime/run-site.js';
export type { Clock } from './runtime/tokens.js';
export { notificationFacts } from './runtime/workers-role.js';
