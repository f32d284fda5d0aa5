import { Inject, Injectable } from '@nestjs/common';
import {
  DomainError,
  memberDay,
  SWIPE_DECK_SIZE,
  SWIPE_ERRORS,
  swipeAllowance,
  swipeDayDecider,
  swipeDayStreamId,
  SWIPE_DAY_TIME_ZONE,
  type SwipeGameView,
  type SwipeRequest,
  type SwipeResult,
} from '@dating/domain';
import type { PersonalFieldCipher, SqlPort } from '@dating/platform';
import { swipeDeck, swipeDeckOffers, type SuggestionCandidate } from '@dating/projections';
import { StreamDecisions } from '../event-sourcing/stream-decisions.js';
import { CLOCK, PERSONAL_FIELDS, SQL, type Clock } from '../runtime/tokens.js';
import { LikeDecisions } from './like-decisions.js';

/**
 * The swipe game: a deck of suggestions, and four likes per UTC day, whether given by swiping or by liking a card
 * of the deck on its profile (like.php). The day's allowance
 * is its own stream (at most four events), decided before the like goes to the pair's stream; a retried swipe of the
 * same member uses nothing twice, so a crash between the two is finished by swiping again.
 */
@Injectable()
export class SwipeGame {
  constructor(
    private readonly likes: LikeDecisions,
    private readonly streams: StreamDecisions,
    @Inject(SQL) private readonly sql: SqlPort,
    @Inject(PERSONAL_FIELDS) private readonly personalFields: PersonalFieldCipher,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async view(memberId: string): Promise<SwipeGameView> {
    const now = this.clock.now();
    const [cards, allowance] = await Promise.all([
      swipeDeck({ sql: this.sql, personalFields: this.personalFields }, { viewerId: memberId, now }, SWIPE_DECK_SIZE),
      this.allowance(memberId, now),
    ]);
    return { cards, likes_left: allowance.likesLeft, next_like_at: allowance.nextLikeAt };
  }

  async swipe(memberId: string, { member_id: targetId, choice }: SwipeRequest): Promise<SwipeResult> {
    await this.likes.assertLikeable(memberId, targetId);
    const now = this.clock.now();
    if (choice === 'pass') {
      await this.likes.pass(memberId, targetId);
      const allowance = await this.allowance(memberId, now);
      return { likes_left: allowance.likesLeft, next_like_at: allowance.nextLikeAt, match: false };
    }
    const timeZone = SWIPE_DAY_TIME_ZONE;
    const day = memberDay(now, timeZone);
    let used: number;
    try {
      const { state } = await this.streams.decide(swipeDayDecider, swipeDayStreamId(memberId, day), { type: 'UseSwipeLike', data: { memberId, likedId: targetId, day } }, { now });
      used = state.likedIds.length;
    } catch (error) {
      if (error instanceof DomainError && error.code === SWIPE_ERRORS.NO_LIKES_LEFT) {
        throw new DomainError(SWIPE_ERRORS.NO_LIKES_LEFT, { next_like_at: swipeAllowance(Number.MAX_SAFE_INTEGER, now, timeZone).nextLikeAt! });
      }
      throw error;
    }
    const { match } = await this.likes.likeChecked(memberId, targetId, 'swipe');
    const allowance = swipeAllowance(used, now, timeZone);
    return { likes_left: allowance.likesLeft, next_like_at: allowance.nextLikeAt, match };
  }

  /** Whether the member's swipe deck offers this member now: a like of them is a swipe, whichever page gives it. */
  async offers(memberId: string, target: SuggestionCandidate): Promise<boolean> {
    return swipeDeckOffers(this.sql, { viewerId: memberId, now: this.clock.now() }, target, SWIPE_DECK_SIZE);
  }

  private async allowance(memberId: string, now: Date) {
    const state = await this.streams.load(swipeDayDecider, swipeDayStreamId(memberId, memberDay(now, SWIPE_DAY_TIME_ZONE)));
    return swipeAllowance(state.likedIds.length, now, SWIPE_DAY_TIME_ZONE);
  }
}
