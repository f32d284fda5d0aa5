import { Inject, Injectable } from '@nestjs/common';
import { photoAlbumDecider, photoAlbumStreamId, type ActiveMember } from '@dating/domain';
import { EventSourcedRepository } from '../event-sourcing/event-sourced.repository.js';
import { CLOCK, type Clock } from '../runtime/tokens.js';
import { SiteResolver } from '../settings/site-resolver.js';
import { toUserView, type UserView } from './user.view.js';

/** Builds GET /api/user.php's user with the main photo from the member's album stream (a new main photo shows at once). */
@Injectable()
export class UserViews {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly sites: SiteResolver,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async of(member: ActiveMember): Promise<UserView> {
    const { state: album } = await this.repository.load(photoAlbumDecider, photoAlbumStreamId(member.memberId));
    return toUserView(member, this.sites.forHost(member.domain), { mainPhotoId: album.mainPhotoId, now: this.clock.now().toISOString() });
  }
}
