import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { photoAlbumDecider, photoAlbumStreamId } from '@dating/domain';
import { EventSourcedRepository } from '@dating/platform';
import { toMyPhotos, type MyPhoto } from './photo.view.js';
import { GetMyPhotosQuery } from './photos.messages.js';

/** From the album's stream, not the read model: the member sees an upload or a decision at once. */
@QueryHandler(GetMyPhotosQuery)
export class GetMyPhotosHandler implements IQueryHandler<GetMyPhotosQuery, MyPhoto[]> {
  constructor(private readonly repository: EventSourcedRepository) {}

  async execute({ memberId }: GetMyPhotosQuery): Promise<MyPhoto[]> {
    const { state } = await this.repository.load(photoAlbumDecider, photoAlbumStreamId(memberId));
    return toMyPhotos(state);
  }
}
