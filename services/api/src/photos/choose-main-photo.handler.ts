import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { photoAlbumDecider, photoAlbumStreamId } from '@dating/domain';
import { MEMBER_CONTACT_PROJECTION, photosProjection } from '@dating/projections';
import { EventSourcedRepository } from '@dating/platform';
import { ReadModelConsistency } from '../event-sourcing/read-model-consistency.js';
import { CLOCK, type Clock } from '../runtime/tokens.js';
import { toMyPhotos, type MyPhoto } from './photo.view.js';
import { ChooseMainPhotoCommand } from './photos.commands.js';

@CommandHandler(ChooseMainPhotoCommand)
export class ChooseMainPhotoHandler implements ICommandHandler<ChooseMainPhotoCommand, MyPhoto[]> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly consistency: ReadModelConsistency,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ memberId, photoId }: ChooseMainPhotoCommand): Promise<MyPhoto[]> {
    const decision = await this.repository.execute(photoAlbumDecider, photoAlbumStreamId(memberId), {
      type: 'ChooseMainPhoto',
      data: { memberId, photoId },
      metadata: { now: this.clock.now().toISOString() },
    });
    await this.consistency.waitFor(decision.checkpoint, [photosProjection.name, MEMBER_CONTACT_PROJECTION]);
    return toMyPhotos(decision.state);
  }
}
