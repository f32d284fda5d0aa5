import { Inject, Injectable } from '@nestjs/common';
import type { AutoLikeView, ProfileCard } from '@dating/domain';
import type { PersonalFieldCipher, SqlPort } from '@dating/platform';
import { autoLikeCandidate, likeSuggestions } from '@dating/projections';
import { CLOCK, PERSONAL_FIELDS, SQL, type Clock } from '../runtime/tokens.js';
import { LikeDecisions } from './like-decisions.js';

/** How many members the page after signup suggests. */
export const SIGNUP_MATCHES_LIMIT = 12;

/** Members to like, from the search read model with the match finder's rules (the signup matches, the auto-like). */
@Injectable()
export class LikeSuggestions {
  constructor(
    private readonly likes: LikeDecisions,
    @Inject(SQL) private readonly sql: SqlPort,
    @Inject(PERSONAL_FIELDS) private readonly personalFields: PersonalFieldCipher,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  signupMatches(memberId: string): Promise<ProfileCard[]> {
    return likeSuggestions(this.reader, { viewerId: memberId, now: this.clock.now() }, SIGNUP_MATCHES_LIMIT);
  }

  /**
   * The like modal of the query `t`: a member run by the site (marked fictional, never a real member) likes the
   * caller, and the modal shows who. Null when no such member is left to like them.
   */
  async autoLike(memberId: string): Promise<AutoLikeView> {
    const candidate = await autoLikeCandidate(this.reader, { viewerId: memberId, now: this.clock.now() });
    if (!candidate) return { profile: null };
    await this.likes.likeChecked(candidate.id, memberId, 'auto');
    return { profile: { id: candidate.id, main_image: candidate.main_image, name: candidate.name } };
  }

  private get reader() {
    return { sql: this.sql, personalFields: this.personalFields };
  }
}
