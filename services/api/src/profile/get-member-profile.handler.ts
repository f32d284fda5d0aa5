import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { BLOCK_ERRORS, DomainError, PROFILE_ERRORS } from '@dating/domain';
import { MEMBER_ACCESS, MemberAccess } from '../block/member-access.js';
import { toProfileCard } from '../search/profile-card.js';
import { ProfileCards } from '../search/profile-cards.js';
import { SiteResolver } from '../settings/site-resolver.js';
import { MemberSearchReadModel, type MemberRow } from './member-search.read-model.js';
import { toMemberProfileView, type MemberProfileView } from './member-profile.view.js';
import { GetMemberProfileQuery } from './profile.messages.js';
import { ProfileStreams } from './profile-streams.js';

/** A profile for whoever may browse: blocked viewers are told so, invisible and unconfirmed members are not found. */
@QueryHandler(GetMemberProfileQuery)
export class GetMemberProfileHandler implements IQueryHandler<GetMemberProfileQuery, MemberProfileView> {
  constructor(
    private readonly access: MemberAccess,
    private readonly members: MemberSearchReadModel,
    private readonly streams: ProfileStreams,
    private readonly cards: ProfileCards,
    private readonly sites: SiteResolver,
  ) {}

  async execute({ request, memberId }: GetMemberProfileQuery): Promise<MemberProfileView> {
    const viewerId = await this.access.browsingViewer(request);
    const relation = await this.access.canView(viewerId, memberId);
    if (relation === MEMBER_ACCESS.BLOCKED_BY_TARGET) throw new DomainError(BLOCK_ERRORS.BLOCKED_BY_MEMBER);
    const own = viewerId === memberId;
    const row = await this.visibleMember(memberId, own);
    const [profile, album, viewer] = await Promise.all([this.streams.profile(memberId), this.streams.album(memberId), this.cards.viewer(viewerId)]);
    return toMemberProfileView({
      card: toProfileCard(row, this.cards.today(), own ? undefined : viewer?.position),
      profile,
      album,
      site: this.sites.forHost(request.hostname),
      // Premium viewers will see every photo once payments exist; until then only the owner does.
      seesAllPhotos: own,
      blockedByMe: relation === MEMBER_ACCESS.BLOCKED_BY_VIEWER,
    });
  }

  private async visibleMember(memberId: string, own: boolean): Promise<MemberRow> {
    const row = await this.members.member(memberId);
    if (!row || (!row.listable && !own)) throw new DomainError(PROFILE_ERRORS.NOT_FOUND);
    return row;
  }
}
