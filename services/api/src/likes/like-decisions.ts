import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  BLOCK_ERRORS,
  DomainError,
  LIKE_ERRORS,
  LIKE_PAIR_SNAPSHOT_SCHEMA,
  likeDecider,
  likePairStreamId,
  MEMBER_ERRORS,
  type Checkpoint,
  type LikeCommand,
  type LikeSource,
} from '@dating/domain';
import { SnapshottingRepository, type SnapshotPolicy, type SqlPort } from '@dating/platform';
import { LIKE_TARGET, likesProjection, likeTargetOf } from '@dating/projections';
import { ReadModelConsistency } from '../event-sourcing/read-model-consistency.js';
import { CLOCK, SQL, type Clock } from '../runtime/tokens.js';

// A pair's stream grows only as its members like and unlike again and again; a load never reads more than this after its snapshot.
const LIKE_PAIR_SNAPSHOTS: SnapshotPolicy = { schema: LIKE_PAIR_SNAPSHOT_SCHEMA, every: 20 };

/**
 * Every like, unlike, pass and "seen" goes through the pair's stream, where both directions are decided at once:
 * two members liking each other at the same moment always make exactly one match (the second append meets the
 * first by expected version and decides again).
 */
@Injectable()
export class LikeDecisions {
  constructor(
    private readonly repository: SnapshottingRepository,
    private readonly consistency: ReadModelConsistency,
    @Inject(SQL) private readonly sql: SqlPort,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Blocked members can neither like nor be liked; hidden, deleted and unknown members are not there to like. */
  async assertLikeable(memberId: string, targetId: string): Promise<void> {
    if (memberId === targetId) throw new DomainError(LIKE_ERRORS.SELF);
    const target = await likeTargetOf(this.sql, memberId, targetId);
    if (target === LIKE_TARGET.MISSING) throw new DomainError(MEMBER_ERRORS.NOT_FOUND);
    if (target === LIKE_TARGET.BLOCKED_BY_MEMBER) throw new DomainError(BLOCK_ERRORS.BLOCKED_BY_MEMBER);
    if (target === LIKE_TARGET.BLOCKED_BY_VIEWER) throw new DomainError(LIKE_ERRORS.MEMBER_BLOCKED);
  }

  /** Returns whether this like made the pair a match just now. */
  async like(memberId: string, likedId: string, source: LikeSource): Promise<{ match: boolean }> {
    await this.assertLikeable(memberId, likedId);
    return this.likeChecked(memberId, likedId, source);
  }

  /** For callers that checked the target themselves (the swipe game, the site's own members). */
  async likeChecked(memberId: string, likedId: string, source: LikeSource): Promise<{ match: boolean }> {
    const { events } = await this.decide(memberId, likedId, { type: 'LikeMember', data: { memberId, likedId, source }, metadata: this.now() });
    return { match: events.some((event) => event.type === 'MatchMade') };
  }

  /** Taking a like back ends a match; an unknown or hidden member has no like to take back, which is not an error. */
  async unlike(memberId: string, likedId: string): Promise<void> {
    if (memberId === likedId) throw new DomainError(LIKE_ERRORS.SELF);
    await this.decide(memberId, likedId, { type: 'UnlikeMember', data: { memberId, likedId }, metadata: this.now() });
  }

  /** The member opened the profile of someone who likes them: that like is no longer new. */
  async markSeen(memberId: string, likerId: string): Promise<void> {
    if (memberId === likerId) throw new DomainError(LIKE_ERRORS.SELF);
    await this.decide(memberId, likerId, { type: 'MarkLikeSeen', data: { memberId, likerId }, metadata: this.now() });
  }

  async pass(memberId: string, passedId: string): Promise<void> {
    await this.decide(memberId, passedId, { type: 'PassMember', data: { memberId, passedId }, metadata: this.now() });
  }

  private now() {
    return { now: this.clock.now().toISOString() };
  }

  private async decide(memberId: string, otherId: string, command: LikeCommand) {
    // Each request is its own decision: a retried like is already a no-op in the decider, so no key ties requests together.
    const decision = await this.repository.execute(likeDecider, likePairStreamId(memberId, otherId), command, {
      ...LIKE_PAIR_SNAPSHOTS,
      idempotencyKey: randomUUID(),
    });
    // The pages reload likes right after: the member sees their own like, unlike or seen flag at once.
    await this.waitForLikes(decision.checkpoint);
    return decision;
  }

  private waitForLikes(checkpoint: Checkpoint | null): Promise<void> {
    return this.consistency.waitFor(checkpoint, [likesProjection.name]);
  }
}
