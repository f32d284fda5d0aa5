import { blocksProjection } from './blocks/blocks.projection.js';
import { deletionDeadlinesProjection } from './deletion-deadlines/deletion-deadlines.projection.js';
import { asSqlProjection } from './document-projection/document-projection.js';
import { memberContactProjection } from './member-contact/member-contact.projection.js';
import { memberDirectoryProjection } from './member-directory/member-directory.projection.js';
import { memberProfilesProjection } from './member-profiles/member-profiles.projection.js';
import { memberSearchProjection } from './member-search/member-search.projection.js';
import { photosProjection } from './photos/photos.projection.js';
import { moneyProjection } from './money/money.projection.js';
import { likesProjection } from './likes/likes.projection.js';
import { chatsProjection } from './chats/chats.projection.js';
import { reportsProjection } from './reports/reports.projection.js';
import { pageBouncesProjection } from './page-bounces/page-bounces.projection.js';
import { pushSubscriptionsProjection } from './push-subscriptions/push-subscriptions.projection.js';
import { readModelCheckpoint, type SqlProjection } from './sql-projection/sql-projection.js';

/** Every read model the `projections` role keeps up to date, by name. */
export const PROJECTIONS: readonly SqlProjection[] = [
  asSqlProjection(memberDirectoryProjection),
  blocksProjection,
  photosProjection,
  memberSearchProjection,
  deletionDeadlinesProjection,
  memberContactProjection,
  memberProfilesProjection,
  moneyProjection,
  likesProjection,
  chatsProjection,
  reportsProjection,
  pushSubscriptionsProjection,
  pageBouncesProjection,
];

export const projectionNamed = (name: string): SqlProjection | undefined => PROJECTIONS.find((projection) => projection.name === name);

/** The checkpoint of this release's build of the read model named `name` (any other consumer's is its name). */
export const checkpointOfReadModel = (name: string): string => {
  const projection = projectionNamed(name);
  return projection ? readModelCheckpoint(projection) : name;
};
