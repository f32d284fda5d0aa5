export { checkpointOfReadModel, PROJECTIONS, projectionNamed } from './projections.js';
export { sqlProjectionConsumer, assertIdentifier, readModelCheckpoint } from './sql-projection/sql-projection.js';
export type { SqlProjection, ProjectionContext } from './sql-projection/sql-projection.js';
export { asSqlProjection, documentTable } from './document-projection/document-projection.js';
export type { DocumentProjection } from './document-projection/document-projection.js';
export type { MemberDirectoryEntry } from './member-directory/member-directory.projection.js';
export { replayProjection } from './cli/replay.js';
export { blocksProjection } from './blocks/blocks.projection.js';
export { BLOCK_RELATION, blockRelation } from './blocks/blocks.queries.js';
export type { BlockRelation } from './blocks/blocks.queries.js';
export { photosProjection } from './photos/photos.projection.js';
export type { PhotoRow } from './photos/photos.projection.js';
export { memberAlbum, photoOwner, photosUnderInspection, photoToServe } from './photos/photos.queries.js';
export type { PhotoToServe, PhotoUnderInspection } from './photos/photos.queries.js';
export { memberProfilesProjection } from './member-profiles/member-profiles.projection.js';
export { memberProfile } from './member-profiles/member-profiles.queries.js';
export { MEMBER_SEARCH_TABLE, memberSearchProjection } from './member-search/member-search.projection.js';
export {
  blockedMembers,
  isMemberShown,
  matchFinder,
  memberExists,
  memberProfileCard,
  newMembersNear,
  ownProfileFacts,
  pageCursorOf,
  searchMembers,
  searchStatements,
  similarMembers,
  suggestedMembers,
} from './member-search/member-search.queries.js';
export type { CardViewer, ReadModelReader, OwnProfileFacts, SuggestionCandidate } from './member-search/member-search.queries.js';
export { migrateReadModels } from './read-models.migration.js';
export { readModelsCaughtUp, retireReplacedBuilds } from './read-model-builds.js';
export { sessionRevocationConsumer, SESSION_REVOCATION_CONSUMER } from './sessions/session-revocation.consumer.js';
export { readModelsProgress, readModelsReached } from './read-models-reached.js';
export { deletionDeadlinesProjection, dueDeletionDeadlines, DELETION_DEADLINES_TABLE } from './deletion-deadlines/deletion-deadlines.projection.js';
export type { DeletionDeadline } from './deletion-deadlines/deletion-deadlines.projection.js';
export { memberContactProjection, MEMBER_CONTACT_PROJECTION } from './member-contact/member-contact.projection.js';
export { appBadgeCountsOf } from './app-badge/app-badge.queries.js';
export { findMemberContact, findMemberContacts, memberContactReached, memberNames, membersOptedInTo, pendingActivations } from './member-contact/member-contact.queries.js';
export type { PendingActivation } from './member-contact/member-contact.queries.js';
export { pushSubscriptionsProjection, PUSH_SUBSCRIPTIONS_PROJECTION } from './push-subscriptions/push-subscriptions.projection.js';
export { pushSubscriptionsOfMembers } from './push-subscriptions/push-subscriptions.queries.js';
export { moneyProjection } from './money/money.projection.js';
export { lastMandateOrder, ordersAwaitingPayment, ordersOfMember, walletMovementsOfMember } from './money/money.queries.js';
export type { OrderRow, WalletMovementRow } from './money/money.queries.js';
export { likesProjection } from './likes/likes.projection.js';
export { CHAT_MESSAGES_TABLE, chatsProjection } from './chats/chats.projection.js';
export {
  chatMemberFacts,
  messagePairFacts,
  chatPartner,
  chatPartnerCard,
  chatPhotosOf,
  chatPhotoVisibleTo,
  chatsAwaitingDemoReply,
  chatsOf,
  conversationMessages,
  conversationWith,
  heldMessagesOf,
  heldMessagesOfBannedSenders,
  heldMessagesOfConfirmedSenders,
  messageForViewer,
  messagesForViewers,
  viewedMessageKey,
  messagesReceivedFrom,
  unreadStreaksOf,
  unreadStreaksDue,
  unsettledMessages,
  withdrawnUnrefunded,
} from './chats/chats.queries.js';
export type { ChatMemberFacts, MessagePairFacts, ConversationReader, MessagesPage, StreakCursor, UnreadStreak, ViewedMessage } from './chats/chats.queries.js';
export {
  areMatched,
  autoLikeCandidate,
  demoAnswersLike,
  LIKE_TARGET,
  likeAwaitsNotice,
  likeSuggestions,
  likeTargetOf,
  likesDueForDemoReply,
  likesOf,
  matchCount,
  mutualLikePairs,
  swipeDeck,
  swipeDeckOffers,
} from './likes/likes.queries.js';
export type { LikeTarget } from './likes/likes.queries.js';
export { reportsProjection } from './reports/reports.projection.js';
export { pageBouncesProjection } from './page-bounces/page-bounces.projection.js';
export { pageBouncesBetween } from './page-bounces/page-bounces.queries.js';
export { openReports, reportsFiledAbout } from './reports/reports.queries.js';
export { AnalyticLake, ANALYTIC_LAKE, analyticLakeDir, analyticLakeLog } from './analytic-lake/analytic-lake.consumer.js';
export { retireReplacedLakes } from './analytic-lake/replaced-lakes.js';
export { LakeAnalysis } from './analytic-lake/lake-analysis.js';
export { lakeInsights } from './analytic-lake/insights.queries.js';
