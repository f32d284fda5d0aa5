import { Injectable } from '@nestjs/common';
import { photoAlbumDecider, photoAlbumStreamId, profileDecider, profileStreamId, type PhotoAlbum, type Profile } from '@dating/domain';
import { EventSourcedRepository } from '@dating/platform';

/** A member's profile and photo album, read from their own streams so an edit shows at once. */
@Injectable()
export class ProfileStreams {
  constructor(private readonly repository: EventSourcedRepository) {}

  async profile(memberId: string): Promise<Profile> {
    return (await this.repository.load(profileDecider, profileStreamId(memberId))).state;
  }

  async album(memberId: string): Promise<PhotoAlbum> {
    return (await this.repository.load(photoAlbumDecider, photoAlbumStreamId(memberId))).state;
  }
}
