import { AUTO_MODERATION, DomainError, photoAlbumDecider, photoAlbumStreamId, PHOTO_ERRORS, type EventStore } from '@dating/domain';
import type { SqlPort } from '@dating/platform';
import { EventSourcedRepository } from '../event-sourcing/event-sourced.repository.js';
import type { Clock } from '../runtime/tokens.js';
import { PhotosReadModel } from './photos.read-model.js';

const BATCH = 100;
const MIN_INTERVAL_MS = 500;
const MAX_INTERVAL_MS = 30_000;

export interface PhotoAutoApprovalDeps {
  readonly sql: SqlPort;
  readonly eventStore: EventStore;
  readonly clock: Clock;
  readonly delaySeconds: number;
  readonly logError: (message: string) => void;
}

/** Staff decided first (rejected) or the member deleted the photo: nothing left to approve. */
const settledMeanwhile = (error: unknown) =>
  error instanceof DomainError && (error.code === PHOTO_ERRORS.ALREADY_DECIDED || error.code === PHOTO_ERRORS.NOT_FOUND);

/**
 * Approves photos under inspection for longer than the delay, as 'auto-moderation', so the
 * embedded default works without a moderator. It reads what is due from the photos read model on
 * every round, so a restart forgets nothing; approving twice is a no-op in the decider.
 */
const approveDuePhotos = async (deps: PhotoAutoApprovalDeps, photos: PhotosReadModel, repository: EventSourcedRepository): Promise<number> => {
  const now = deps.clock.now();
  const due = await photos.underInspection(BATCH, new Date(now.getTime() - deps.delaySeconds * 1000));
  let approved = 0;
  for (const { photo_id: photoId, member_id: memberId } of due) {
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

/** Runs the sweep on a timer in the workers role; `stop` waits for a round in progress. */
export const startPhotoAutoApproval = (deps: PhotoAutoApprovalDeps): { stop(): Promise<void> } => {
  const photos = new PhotosReadModel(deps.sql);
  const repository = new EventSourcedRepository(deps.eventStore);
  const intervalMs = Math.min(Math.max((deps.delaySeconds * 1000) / 2, MIN_INTERVAL_MS), MAX_INTERVAL_MS);
  let round: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    // A slow round is not overtaken by the next one.
    round ??= approveDuePhotos(deps, photos, repository)
      .catch((error: unknown) => deps.logError(`auto-approval round: ${String(error)}`))
      .finally(() => (round = undefined));
  }, intervalMs);
  return {
    stop: async () => {
      clearInterval(timer);
      await round;
    },
  };
};
