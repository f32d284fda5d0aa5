import { asSqlProjection } from './document-projection/document-projection.js';
import { memberDirectoryProjection } from './member-directory/member-directory.projection.js';
import type { SqlProjection } from './sql-projection/sql-projection.js';

/** Every read model the `projections` role keeps up to date, by name. */
export const PROJECTIONS: readonly SqlProjection[] = [asSqlProjection(memberDirectoryProjection)];

export const projectionNamed = (name: string): SqlProjection | undefined => PROJECTIONS.find((projection) => projection.name === name);
