import type { Checkpoint, MemberContact, PagePresence, WebPushSubscription } from '@dating/domain';

/** A streak of unread messages in one conversation, as the chats read model knows it. */
export interface UnreadStreakFacts {
  readonly otherId: string;
  readonly count: number;
  readonly firstMessageId: string;
  readonly opensConversation: boolean;
}

/** What a notify job reads to decide whether there is still news to tell, and to whom (the composition root wires the read models in). */
export interface NotificationFacts {
  /** Whether every read model below has taken in the log up to `checkpoint`. */
  reached(checkpoint: Checkpoint): Promise<boolean>;
  contact(memberId: string): Promise<MemberContact | null>;
  /** The display name of the member a notice is about; null for one unknown, erased or nameless. */
  memberName(memberId: string): Promise<string | null>;
  /** Unread messages plus new likes, as the member's pages count them: the app badge a push sets. */
  attention(memberId: string): Promise<number>;
  presence(memberId: string): Promise<PagePresence>;
  unreadStreak(memberId: string, conversationId: string): Promise<UnreadStreakFacts | null>;
  likeAwaitsNotice(likerId: string, likedId: string): Promise<boolean>;
  areMatched(memberId: string, otherId: string): Promise<boolean>;
  newMembersNear(memberId: string, since: Date): Promise<number>;
  pushSubscriptions(memberId: string): Promise<readonly WebPushSubscription[]>;
}
