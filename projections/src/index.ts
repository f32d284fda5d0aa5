export { PROJECTIONS, projectionNamed } from './projections.js';
export { documentProjectionConsumer, documentTable } from './document-projection/document-projection.js';
export type { DocumentProjection } from './document-projection/document-projection.js';
export type { MemberDirectoryEntry } from './member-directory/member-directory.projection.js';
export { replayProjection } from './cli/replay.js';
