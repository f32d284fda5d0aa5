import { Inject, Injectable } from '@nestjs/common';
import { photoAlbumDecider, photoAlbumStreamId, type UserView } from '@dating/domain';
import { EventSourcedRepository } from '@dating/platform';
import { CLOCK, type Clock } from '../runtime/tokens.js';
import { SiteResolver } from '../settings/site-resolver.js';
import { MemberSnapshots } from './member-snapshots.js';
import { toUserView } from './user.view.js';

/** Builds GET /api/user.php's user with the main photo from the member's album stream (a new main photo shows at once). */
@Injectable()
export class UserViews {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly members: MemberSnapshots,
    private readonly sites: SiteResolver,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async of(memberId: string): Promise<UserView> {
    const [member, { state: album }] = await Promise.all([
      this.members.existing(memberId),
      this.repository.load(photoAlbumDecider, photoAlbumStreamId(memberId)),
    ]);
    return toUserView(member, this.sites.forHost(member.registration.domain), { mainPhotoId: album.mainPhotoId, now: this.clock.now().toISOString() });
  }
}
