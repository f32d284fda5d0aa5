import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { photoAlbumDecider, photoAlbumStreamId } from '@dating/domain';
import { MEMBER_CONTACT_PROJECTION, photosProjection } from '@dating/projections';
import { StreamDecisions } from '../event-sourcing/stream-decisions.js';
import { toMyPhotos, type MyPhoto } from './photo.view.js';
import { ChooseMainPhotoCommand } from './photos.commands.js';

@CommandHandler(ChooseMainPhotoCommand)
export class ChooseMainPhotoHandler implements ICommandHandler<ChooseMainPhotoCommand, MyPhoto[]> {
  constructor(
    private readonly streams: StreamDecisions,
  ) {}

  async execute({ memberId, photoId }: ChooseMainPhotoCommand): Promise<MyPhoto[]> {
    const decision = await this.streams.decide(photoAlbumDecider, photoAlbumStreamId(memberId), {
      type: 'ChooseMainPhoto',
      data: { memberId, photoId },
    }, { waitFor: [photosProjection.name, MEMBER_CONTACT_PROJECTION] });
    return toMyPhotos(decision.state);
  }
}
