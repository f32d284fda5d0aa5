import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { assertRoomForPhoto, findPhoto, photoAlbumDecider, photoAlbumStreamId } from '@dating/domain';
import { memberAlbum, photosProjection } from '@dating/projections';
import { type SqlPort } from '@dating/platform';
import { StreamDecisions } from '../event-sourcing/stream-decisions.js';
import { ReadModelConsistency } from '../event-sourcing/read-model-consistency.js';
import { SQL } from '../runtime/tokens.js';
import { PhotoFiles } from './photo-files.js';
import { processPhoto } from './photo-processor.js';
import { toMyPhoto, type MyPhoto } from './photo.view.js';
import { UploadPhotoCommand } from './photos.commands.js';
import { Wallets } from '../wallet/wallets.js';

@CommandHandler(UploadPhotoCommand)
export class UploadPhotoHandler implements ICommandHandler<UploadPhotoCommand, MyPhoto> {
  constructor(
    private readonly streams: StreamDecisions,
    private readonly consistency: ReadModelConsistency,
    private readonly files: PhotoFiles,
    @Inject(SQL) private readonly sql: SqlPort,
    private readonly wallets: Wallets,
  ) {}

  async execute({ memberId, content }: UploadPhotoCommand): Promise<MyPhoto> {
    // A full album is refused before the image is decoded, the costly part; the album's own decision below still settles a race.
    // Spec §5: 3 photos for free members, 25 once the first purchase made them premium.
    const [album, { premium }] = await Promise.all([memberAlbum(this.sql, memberId), this.wallets.of(memberId)]);
    assertRoomForPhoto(album, premium);
    const processed = await processPhoto(content);
    const photoId = randomUUID();
    // Files first: once the event exists its URLs must work. A refused upload leaves no file behind.
    await this.files.save(photoId, processed);
    const decision = await this.streams
      .decide(photoAlbumDecider, photoAlbumStreamId(memberId), { type: 'UploadPhoto', data: { memberId, photoId, premium } })
      .catch(async (error: unknown) => {
        await this.files.remove(photoId);
        throw error;
      });
    // The photo URL resolves its owner through the read model: make it answer from the next request on.
    await this.consistency.waitFor(decision.checkpoint, [photosProjection.name]);
    return toMyPhoto(decision.state, findPhoto(decision.state, photoId)!);
  }
}
