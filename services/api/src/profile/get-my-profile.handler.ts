import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '../runtime/tokens.js';
import { MemberSearchReadModel } from './member-search.read-model.js';
import { toMyProfileView, type MyProfileView } from './my-profile.view.js';
import { GetMyProfileQuery } from './profile.messages.js';
import { ProfileStreams } from './profile-streams.js';

@QueryHandler(GetMyProfileQuery)
export class GetMyProfileHandler implements IQueryHandler<GetMyProfileQuery, MyProfileView> {
  constructor(
    private readonly streams: ProfileStreams,
    private readonly members: MemberSearchReadModel,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ member }: GetMyProfileQuery): Promise<MyProfileView> {
    const [profile, album, row] = await Promise.all([
      this.streams.profile(member.memberId),
      this.streams.album(member.memberId),
      this.members.member(member.memberId),
    ]);
    return toMyProfileView({ member, profile, album, birthDate: row?.birth_date ?? null, today: this.clock.now().toISOString().slice(0, 10) });
  }
}
