import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { photoAlbumDecider, photoAlbumStreamId } from '@dating/domain';
import { MEMBER_CONTACT_PROJECTION, photosProjection } from '@dating/projections';
import { StreamDecisions } from '../event-sourcing/stream-decisions.js';
import { PhotoFiles } from './photo-files.js';
import { toMyPhotos, type MyPhoto } from './photo.view.js';
import { DeletePhotoCommand } from './photos.commands.js';

@CommandHandler(DeletePhotoCommand)
export class DeletePhotoHandler implements ICommandHandler<DeletePhotoCommand, MyPhoto[]> {
  constructor(
    private readonly streams: StreamDecisions,
    private readonly files: PhotoFiles,
  ) {}

  async execute({ memberId, photoId }: DeletePhotoCommand): Promise<MyPhoto[]> {
    const decision = await this.streams.decide(photoAlbumDecider, photoAlbumStreamId(memberId), { type: 'DeletePhoto', data: { memberId, photoId } }, { waitFor: [photosProjection.name, MEMBER_CONTACT_PROJECTION] });
    // Only the album's own photos are deleted (the decider knows no other), so only theirs lose files.
    if (decision.events.length) await this.files.remove(photoId);
    return toMyPhotos(decision.state);
  }
}
