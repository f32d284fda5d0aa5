import { hasCode } from '../kernel/domain-error.js';
import { specFor } from '../kernel/given-when-then.js';
import { memberPair } from '../kernel/member-pair.js';
import type { LikeCommand } from './like.commands.js';
import { likeDecider } from './like.decider.js';
import { LIKE_ERRORS } from './like.errors.js';
import { evolveLikePair, initialLikePair, likePairStreamId, type LikeEvent } from './like.events.js';

const given = specFor(likeDecider);
const now = '2026-11-25T10:00:00.000Z';
const earlier = '2026-11-24T08:00:00.000Z';
const anna = 'a0000000-0000-4000-8000-000000000001';
const bert = 'b0000000-0000-4000-8000-000000000002';
const pair = memberPair(anna, bert);

const like = (memberId: string, likedId: string): LikeCommand => ({ type: 'LikeMember', data: { memberId, likedId, source: 'profile' }, metadata: { now } });
const unlike = (memberId: string, likedId: string): LikeCommand => ({ type: 'UnlikeMember', data: { memberId, likedId }, metadata: { now } });
const seen = (memberId: string, likerId: string): LikeCommand => ({ type: 'MarkLikeSeen', data: { memberId, likerId }, metadata: { now } });
const liked = (likerId: string, likedId: string, at = earlier): LikeEvent => ({ type: 'MemberLiked', data: { likerId, likedId, likedAt: at, source: 'profile' } });
const matched: LikeEvent = { type: 'MatchMade', data: { memberIds: pair, matchedAt: earlier } };

describe('Likes between two members', () => {
  it('puts both directions of a pair on one stream, whoever likes first', () => {
    expect(likePairStreamId(anna, bert)).toBe(likePairStreamId(bert, anna));
  });

  describe('when neither likes the other', () => {
    it('records a like without a match', () => given([]).when(like(anna, bert)).thenEvents([{ type: 'MemberLiked', data: { likerId: anna, likedId: bert, likedAt: now, source: 'profile' } }]));
    it('refuses a like of oneself', () => given([]).when(like(anna, anna)).thenThrows(hasCode(LIKE_ERRORS.SELF)));
    it('treats an unlike as already done', () => given([]).when(unlike(anna, bert)).thenEvents([]));
    it('has no like to mark as seen', () => given([]).when(seen(bert, anna)).thenEvents([]));
  });

  describe('when one likes the other', () => {
    it('does not like twice: the first like keeps its time', () => given([liked(anna, bert)]).when(like(anna, bert)).thenEvents([]));
    it('makes exactly one match when the other likes back', () =>
      given([liked(anna, bert)])
        .when(like(bert, anna))
        .thenEvents([
          { type: 'MemberLiked', data: { likerId: bert, likedId: anna, likedAt: now, source: 'profile' } },
          { type: 'MatchMade', data: { memberIds: pair, matchedAt: now } },
        ]));
    it('takes the like back', () => given([liked(anna, bert)]).when(unlike(anna, bert)).thenEvents([{ type: 'MemberUnliked', data: { likerId: anna, likedId: bert, unlikedAt: now } }]));
    it('lets the liked member mark the like as seen, once', () => {
      given([liked(anna, bert)]).when(seen(bert, anna)).thenEvents([{ type: 'LikeSeen', data: { likerId: anna, likedId: bert } }]);
      given([liked(anna, bert), { type: 'LikeSeen', data: { likerId: anna, likedId: bert } }]).when(seen(bert, anna)).thenEvents([]);
    });
    it('does not let the liker mark their own like as seen', () => given([liked(anna, bert)]).when(seen(anna, anna)).thenEvents([]));
  });

  describe('when they match', () => {
    const mutual = [liked(anna, bert), liked(bert, anna), matched];
    it('ends the match when either takes the like back', () =>
      given(mutual)
        .when(unlike(bert, anna))
        .thenEvents([
          { type: 'MemberUnliked', data: { likerId: bert, likedId: anna, unlikedAt: now } },
          { type: 'MatchEnded', data: { memberIds: pair, endedBy: bert, endedAt: now } },
        ]));
    it('matches again, once, when the like comes back', () =>
      given([...mutual, { type: 'MemberUnliked', data: { likerId: bert, likedId: anna, unlikedAt: earlier } }, { type: 'MatchEnded', data: { memberIds: pair, endedBy: bert, endedAt: earlier } }])
        .when(like(bert, anna))
        .thenEvents([
          { type: 'MemberLiked', data: { likerId: bert, likedId: anna, likedAt: now, source: 'profile' } },
          { type: 'MatchMade', data: { memberIds: pair, matchedAt: now } },
        ]));
  });

  describe('in the swipe game', () => {
    const pass = (memberId: string, passedId: string): LikeCommand => ({ type: 'PassMember', data: { memberId, passedId }, metadata: { now } });
    it('records a pass once', () => {
      given([]).when(pass(anna, bert)).thenEvents([{ type: 'MemberPassed', data: { memberId: anna, passedId: bert, passedAt: now } }]);
      given([{ type: 'MemberPassed', data: { memberId: anna, passedId: bert, passedAt: earlier } }]).when(pass(anna, bert)).thenEvents([]);
    });
    it('does not pass a member already liked', () => given([liked(anna, bert)]).when(pass(anna, bert)).thenEvents([]));
    it('still lets the other member like the passer', () =>
      given([{ type: 'MemberPassed', data: { memberId: anna, passedId: bert, passedAt: earlier } }])
        .when(like(bert, anna))
        .thenEvents([{ type: 'MemberLiked', data: { likerId: bert, likedId: anna, likedAt: now, source: 'profile' } }]));
  });

  it('makes exactly one match from two likes decided one after the other on the pair, in either order', () => {
    for (const [first, second] of [
      [anna, bert],
      [bert, anna],
    ] as const) {
      let state = initialLikePair;
      const events: LikeEvent[] = [];
      for (const [liker, likedMember] of [
        [first, second],
        [second, first],
      ] as const) {
        const decided = likeDecider.decide(like(liker, likedMember), state);
        events.push(...decided);
        state = decided.reduce(evolveLikePair, state);
      }
      expect(events.filter((event) => event.type === 'MatchMade')).toHaveLength(1);
      expect(state.matchedAt).toBe(now);
    }
  });
});
