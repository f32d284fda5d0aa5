import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { BLOCK_ERRORS, DomainError, PROFILE_ERRORS, type MemberProfileView } from '@dating/domain';
import type { PersonalFieldCipher, SqlPort } from '@dating/platform';
import { BLOCK_RELATION, blockRelation, memberAlbum, memberProfile, memberProfileCard } from '@dating/projections';
import { CLOCK, PERSONAL_FIELDS, SQL, type Clock } from '../runtime/tokens.js';
import { SiteResolver } from '../settings/site-resolver.js';
import { toMemberProfileView } from './member-profile.view.js';
import { GetMemberProfileQuery } from './profile.commands.js';
import { Wallets } from '../wallet/wallets.js';

/**
 * A profile for whoever may browse: blocked viewers are told so; invisible, unconfirmed members and
 * members waiting for final deletion are not found, except by themselves. From read models only.
 */
@QueryHandler(GetMemberProfileQuery)
export class GetMemberProfileHandler implements IQueryHandler<GetMemberProfileQuery, MemberProfileView> {
  constructor(
    @Inject(SQL) private readonly sql: SqlPort,
    @Inject(PERSONAL_FIELDS) private readonly personalFields: PersonalFieldCipher,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly sites: SiteResolver,
    private readonly wallets: Wallets,
  ) {}

  async execute({ viewerId, memberId, host }: GetMemberProfileQuery): Promise<MemberProfileView> {
    const relation = viewerId === null ? BLOCK_RELATION.NONE : await blockRelation(this.sql, viewerId, memberId);
    if (relation === BLOCK_RELATION.BLOCKED_BY_MEMBER) throw new DomainError(BLOCK_ERRORS.BLOCKED_BY_MEMBER);
    const card = await memberProfileCard({ sql: this.sql, personalFields: this.personalFields }, memberId, { viewerId, now: this.clock.now() });
    if (!card) throw new DomainError(PROFILE_ERRORS.NOT_FOUND);
    const [profile, album, viewerIsPremium] = await Promise.all([
      memberProfile(this.sql, this.personalFields, memberId),
      memberAlbum(this.sql, memberId),
      viewerId === null ? false : this.wallets.of(viewerId).then((wallet) => wallet.premium),
    ]);
    return toMemberProfileView({
      card,
      profile,
      album,
      site: this.sites.forHost(host),
      seesAllPhotos: viewerId === memberId || viewerIsPremium,
      blockedByMe: relation === BLOCK_RELATION.BLOCKED_BY_VIEWER,
    });
  }
}
