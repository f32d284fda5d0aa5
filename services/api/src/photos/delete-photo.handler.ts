import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { photoAlbumDecider, photoAlbumStreamId } from '@dating/domain';
import { MEMBER_CONTACT_PROJECTION, photosProjection } from '@dating/projections';
import { EventSourcedRepository } from '@dating/platform';
import { ReadModelConsistency } from '../event-sourcing/read-model-consistency.js';
import { CLOCK, type Clock } from '../runtime/tokens.js';
import { PhotoFiles } from './photo-files.js';
import { toMyPhotos, type MyPhoto } from './photo.view.js';
import { DeletePhotoCommand } from './photos.commands.js';

@CommandHandler(DeletePhotoCommand)
export class DeletePhotoHandler implements ICommandHandler<DeletePhotoCommand, MyPhoto[]> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly consistency: ReadModelConsistency,
    private readonly files: PhotoFiles,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ memberId, photoId }: DeletePhotoCommand): Promise<MyPhoto[]> {
    const decision = await this.repository.execute(photoAlbumDecider, photoAlbumStreamId(memberId), {
      type: 'DeletePhoto',
      data: { memberId, photoId },
      metadata: { now: this.clock.now().toISOString() },
    });
    // Only the album's own photos are deleted (the decider knows no other), so only theirs lose files.
    if (decision.events.length) await this.files.remove(photoId);
    await this.consistency.waitFor(decision.checkpoint, [photosProjection.name, MEMBER_CONTACT_PROJECTION]);
    return toMyPhotos(decision.state);
  }
}
