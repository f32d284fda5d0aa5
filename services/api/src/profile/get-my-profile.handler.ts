import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { MyProfileView } from '@dating/domain';
import type { PersonalFieldCipher, SqlPort } from '@dating/platform';
import { memberAlbum, memberProfile, ownProfileFacts } from '@dating/projections';
import { CLOCK, PERSONAL_FIELDS, SQL, type Clock } from '../runtime/tokens.js';
import { toMyProfileView } from './my-profile.view.js';
import { GetMyProfileQuery } from './profile.commands.js';

/** From read models only; every command that changes what this shows waits for them before it answers. */
@QueryHandler(GetMyProfileQuery)
export class GetMyProfileHandler implements IQueryHandler<GetMyProfileQuery, MyProfileView> {
  constructor(
    @Inject(SQL) private readonly sql: SqlPort,
    @Inject(PERSONAL_FIELDS) private readonly personalFields: PersonalFieldCipher,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ memberId }: GetMyProfileQuery): Promise<MyProfileView> {
    const [profile, album, facts] = await Promise.all([
      memberProfile(this.sql, this.personalFields, memberId),
      memberAlbum(this.sql, memberId),
      ownProfileFacts({ sql: this.sql, personalFields: this.personalFields }, memberId),
    ]);
    return toMyProfileView({ memberId, facts, profile, album, today: this.clock.now().toISOString().slice(0, 10) });
  }
}
