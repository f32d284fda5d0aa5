export { PROJECTIONS, projectionNamed } from './projections.js';
export { sqlProjectionConsumer, assertIdentifier } from './sql-projection/sql-projection.js';
export type { SqlProjection } from './sql-projection/sql-projection.js';
export { asSqlProjection, documentTable } from './document-projection/document-projection.js';
export type { DocumentProjection } from './document-projection/document-projection.js';
export type { MemberDirectoryEntry } from './member-directory/member-directory.projection.js';
export { replayProjection } from './cli/replay.js';
