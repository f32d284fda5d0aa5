import { randomUUID } from 'node:crypto';
import { LIKE_PAIR_SNAPSHOTS, likeDecider, likePairStreamId, type EventStore } from '@dating/domain';
import { JOB_OUTCOMES, SnapshottingRepository, type JobHandler, type SnapshotStore } from '@dating/platform';

export const DEMO_LIKE_BACK_JOB = 'sweep.demo-like-back';

const BATCH = 100;
const MIN_INTERVAL_MS = 1_000;
const MAX_INTERVAL_MS = 30_000;

export interface DemoLikeBackDeps {
  readonly eventStore: EventStore;
  /** The pair's stream is snapshotted: it is written here as the members' own likes write it. */
  readonly snapshots: SnapshotStore;
  /** Likes of real members for demo members, given at or before `before`, that the site answers (the likes read model). */
  readonly findDue: (before: Date, limit: number) => Promise<readonly { likerId: string; demoMemberId: string }[]>;
  /** How long a demo member "thinks" before liking back (DEMO_LIKE_BACK_SECONDS). */
  readonly delaySeconds: number;
  readonly now: () => Date;
  readonly logError: (message: string) => void;
}

/** Half the delay, within bounds that neither spin nor keep a newcomer waiting long for a first match. */
export const demoLikeBackEveryMs = (delaySeconds: number): number => Math.min(Math.max((delaySeconds * 1000) / 2, MIN_INTERVAL_MS), MAX_INTERVAL_MS);

/**
 * One round: the demo members of the embedded default (fictional and marked as such) like back some of the members
 * who liked them, so a newcomer sees a match without a second account. What is due comes from the read model on
 * every round; the pair's decider makes a repeated like a no-op. Production seeds no demo members.
 */
export const likeBackDue = async (deps: DemoLikeBackDeps): Promise<number> => {
  const repository = new SnapshottingRepository(deps.eventStore, deps.snapshots);
  const now = deps.now();
  let likedBack = 0;
  for (const { likerId, demoMemberId } of await deps.findDue(new Date(now.getTime() - deps.delaySeconds * 1000), BATCH)) {
    try {
      const like = { type: 'LikeMember', data: { memberId: demoMemberId, likedId: likerId, source: 'auto' }, metadata: { now: now.toISOString() } } as const;
      // Each round is its own decision, as each member's request is: a like already given is a no-op in the decider.
      const decision = await repository.execute(likeDecider, likePairStreamId(likerId, demoMemberId), like, { ...LIKE_PAIR_SNAPSHOTS, idempotencyKey: randomUUID() });
      likedBack += decision.events.length ? 1 : 0;
    } catch (error) {
      deps.logError(`like back of ${likerId} by ${demoMemberId}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return likedBack;
};

export const demoLikeBackJob =
  (deps: DemoLikeBackDeps): JobHandler<unknown> =>
  async () => {
    await likeBackDue(deps);
    return JOB_OUTCOMES.DONE;
  };
