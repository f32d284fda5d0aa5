import { Inject, Injectable } from '@nestjs/common';
import { BLOCK_ERRORS, DomainError, LIKE_ERRORS, likeDecider, likePairStreamId, MEMBER_ERRORS, type LikeCommand, type LikeSource } from '@dating/domain';
import type { SqlPort } from '@dating/platform';
import { LIKE_TARGET, likeTargetOf, type SuggestionCandidate } from '@dating/projections';
import { noteOwnWrite } from '../event-sourcing/own-writes.js';
import { StreamDecisions, type UndatedCommand } from '../event-sourcing/stream-decisions.js';
import { SQL } from '../runtime/tokens.js';

/** Why a like of a target that is not open is refused. */
const REFUSED_TARGETS = {
  [LIKE_TARGET.MISSING]: MEMBER_ERRORS.NOT_FOUND,
  [LIKE_TARGET.BLOCKED_BY_MEMBER]: BLOCK_ERRORS.BLOCKED_BY_MEMBER,
  [LIKE_TARGET.BLOCKED_BY_VIEWER]: LIKE_ERRORS.MEMBER_BLOCKED,
} as const;

/**
 * Every like, unlike, pass and "seen" goes through the pair's stream, where both directions are decided at once:
 * two members liking each other at the same moment always make exactly one match (the second append meets the
 * first by expected version and decides again).
 */
@Injectable()
export class LikeDecisions {
  constructor(
    private readonly streams: StreamDecisions,
    @Inject(SQL) private readonly sql: SqlPort,
  ) {}

  /**
   * Blocked members can neither like nor be liked; hidden, deleted and unknown members are not there to like.
   * Returns the target as suggestions know them, for the swipe deck's check.
   */
  async assertLikeable(memberId: string, targetId: string): Promise<SuggestionCandidate> {
    if (memberId === targetId) throw new DomainError(LIKE_ERRORS.SELF);
    const target = await likeTargetOf(this.sql, memberId, targetId);
    if (target.status !== LIKE_TARGET.OPEN) throw new DomainError(REFUSED_TARGETS[target.status]);
    return target.member;
  }

  /** For callers that checked the target (`assertLikeable`), or chose it (the site's own members); returns whether this like made the pair a match just now. */
  async likeChecked(memberId: string, likedId: string, source: LikeSource): Promise<{ match: boolean }> {
    const { events } = await this.decide(memberId, likedId, { type: 'LikeMember', data: { memberId, likedId, source } });
    return { match: events.some((event) => event.type === 'MatchMade') };
  }

  /** Taking a like back ends a match; an unknown or hidden member has no like to take back, which is not an error. */
  async unlike(memberId: string, likedId: string): Promise<void> {
    if (memberId === likedId) throw new DomainError(LIKE_ERRORS.SELF);
    await this.decide(memberId, likedId, { type: 'UnlikeMember', data: { memberId, likedId } });
  }

  /** The member opened the profile of someone who likes them: that like is no longer new. */
  async markSeen(memberId: string, likerId: string): Promise<void> {
    if (memberId === likerId) throw new DomainError(LIKE_ERRORS.SELF);
    await this.decide(memberId, likerId, { type: 'MarkLikeSeen', data: { memberId, likerId } });
  }

  async pass(memberId: string, passedId: string): Promise<void> {
    await this.decide(memberId, passedId, { type: 'PassMember', data: { memberId, passedId } });
  }

  /**
   * Each request is its own decision: a retried like is already a no-op in the decider, so no key ties requests
   * together. The answer does not wait for the likes read model: it notes where the events are, and the member's
   * next reads of likes (`@ReadsOwnWrites`) wait for them, so the pages reloading likes still show the member's own
   * like, unlike or seen flag.
   */
  private async decide(memberId: string, otherId: string, command: UndatedCommand<LikeCommand>) {
    const decision = await this.streams.decide(likeDecider, likePairStreamId(memberId, otherId), command);
    if (decision.checkpoint) noteOwnWrite(decision.checkpoint);
    return decision;
  }
}
