import { AUTO_MODERATION, DomainError, photoAlbumDecider, photoAlbumStreamId, PHOTO_ERRORS, type EventStore } from '@dating/domain';
import { EventSourcedRepository, JOB_OUTCOMES, type JobHandler } from '@dating/platform';

export const PHOTO_AUTO_APPROVAL_JOB = 'sweep.photo-auto-approval';

const BATCH = 100;
const MIN_INTERVAL_MS = 500;
const MAX_INTERVAL_MS = 30_000;

export interface PhotoAutoApprovalDeps {
  readonly eventStore: EventStore;
  /** Photos under inspection uploaded at or before `uploadedBefore`, oldest first (the photos read model). */
  readonly findDue: (uploadedBefore: Date, limit: number) => Promise<readonly { photoId: string; memberId: string }[]>;
  /** Approve photos under inspection for longer than this (PHOTO_AUTO_APPROVE_SECONDS). */
  readonly delaySeconds: number;
  readonly now: () => Date;
  readonly logError: (message: string) => void;
}

/** Half the delay, so a photo waits at most half as long again; within bounds that neither spin nor keep members waiting. */
export const photoAutoApprovalEveryMs = (delaySeconds: number): number => Math.min(Math.max((delaySeconds * 1000) / 2, MIN_INTERVAL_MS), MAX_INTERVAL_MS);

/** Staff decided first (rejected) or the member deleted the photo: nothing left to approve. */
const settledMeanwhile = (error: unknown) =>
  error instanceof DomainError && (error.code === PHOTO_ERRORS.ALREADY_DECIDED || error.code === PHOTO_ERRORS.NOT_FOUND);

/**
 * One round: approves photos under inspection for longer than the delay, as 'auto-moderation', so the embedded default
 * works without a moderator. What is due comes from the photos read model on every round, so a restart forgets
 * nothing; approving twice is a no-op in the decider. A failing photo is logged and tried again next round.
 */
export const approveDuePhotos = async (deps: PhotoAutoApprovalDeps): Promise<number> => {
  const repository = new EventSourcedRepository(deps.eventStore);
  const now = deps.now();
  let approved = 0;
  for (const { photoId, memberId } of await deps.findDue(new Date(now.getTime() - deps.delaySeconds * 1000), BATCH)) {
    try {
      const decision = await repository.execute(photoAlbumDecider, photoAlbumStreamId(memberId), {
        type: 'ApprovePhoto',
        data: { memberId, photoId, decidedBy: AUTO_MODERATION },
        metadata: { now: now.toISOString() },
      });
      approved += decision.events.length ? 1 : 0;
    } catch (error) {
      if (!settledMeanwhile(error)) deps.logError(`auto-approval of photo ${photoId}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return approved;
};

/** The scheduled job: one round per tick. */
export const photoAutoApprovalJob =
  (deps: PhotoAutoApprovalDeps): JobHandler<unknown> =>
  async () => {
    await approveDuePhotos(deps);
    return JOB_OUTCOMES.DONE;
  };
