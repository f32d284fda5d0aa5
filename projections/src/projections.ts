import type { DocumentProjection } from './document-projection/document-projection.js';
import { memberDirectoryProjection } from './member-directory/member-directory.projection.js';

/** Every read model the `projections` role keeps up to date, by name. */
export const PROJECTIONS: readonly DocumentProjection<unknown>[] = [memberDirectoryProjection];

export const projectionNamed = (name: string): DocumentProjection<unknown> | undefined => PROJECTIONS.find((projection) => projection.name === name);
