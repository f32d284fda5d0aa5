import { Inject, Injectable } from '@nestjs/common';
import type { ProfileCard } from '@dating/domain';
import type { PersonalFieldCipher, SqlPort } from '@dating/platform';
import { likeSuggestions } from '@dating/projections';
import { CLOCK, PERSONAL_FIELDS, SQL, type Clock } from '../runtime/tokens.js';

/** How many members the page after signup suggests. */
export const SIGNUP_MATCHES_LIMIT = 12;

/** Members to like after signup, from the search read model with the match finder's rules. */
@Injectable()
export class LikeSuggestions {
  constructor(
    @Inject(SQL) private readonly sql: SqlPort,
    @Inject(PERSONAL_FIELDS) private readonly personalFields: PersonalFieldCipher,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  signupMatches(memberId: string): Promise<ProfileCard[]> {
    return likeSuggestions({ sql: this.sql, personalFields: this.personalFields }, { viewerId: memberId, now: this.clock.now() }, SIGNUP_MATCHES_LIMIT);
  }
}
