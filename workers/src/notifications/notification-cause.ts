import type { Checkpoint } from '@dating/domain';

/**
 * What a notify job is about: ids only (a job payload rests in Redis or the database, so it carries no personal data).
 * The job decides when it runs whether there is still news to tell, as the read models know it then.
 */
export type NotificationCause =
  /** A message was delivered; `checkpoint` is its MessageDelivered. */
  | { readonly cause: 'message'; readonly recipientId: string; readonly conversationId: string; readonly messageId: string; readonly checkpoint: Checkpoint }
  | { readonly cause: 'like'; readonly likerId: string; readonly likedId: string; readonly checkpoint: Checkpoint }
  /** `matchId` is the MatchMade event's id: each match is told once to each side. */
  | { readonly cause: 'match'; readonly memberId: string; readonly otherId: string; readonly matchId: string; readonly checkpoint: Checkpoint }
  /** A streak of unread messages found due by the sweep. */
  | { readonly cause: 'unread_reminder'; readonly memberId: string; readonly conversationId: string; readonly firstMessageId: string }
  | { readonly cause: 'weekly_update'; readonly memberId: string; readonly week: string }
  /** A link to confirm the address, out for a day and still unused, found by the sweep. */
  | { readonly cause: 'activation_reminder'; readonly memberId: string; readonly tokenId: string; readonly expiresAt: string };
