import type { FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { BLOCK_ERRORS, LIKE_ERRORS, MEMBER_ERRORS, SWIPE_DECK_SIZE, SWIPE_ERRORS, type SwipeCard, type SwipeChoice } from '@dating/domain';
import { toApiError } from '../../../lib/api-error.js';
import { useAnnounceMatch } from '../../../components/likes/match-announcer.js';
import { useGetSwipeGameQuery, useSwipeMutation } from '../api/swipe-game-api.js';

/** Cards left before more are asked for, so the deck never runs dry while the member swipes. */
const REFILL_AT = 2;

/** Refusals that will not change on a second try (the member left, blocked or was blocked): the card goes. */
const UNSWIPEABLE: readonly string[] = [MEMBER_ERRORS.NOT_FOUND, BLOCK_ERRORS.BLOCKED_BY_MEMBER, LIKE_ERRORS.MEMBER_BLOCKED, LIKE_ERRORS.SELF];

export type SwipeOutcome = { choice: SwipeChoice; name: string };

/**
 * The swipe game's state: the cards still to swipe (the server deals more as the deck runs low, never a member
 * already liked or passed), today's likes left and when the next one comes, and the last outcome to announce.
 */
export const useSwipeDeck = () => {
  const { data, error, isFetching, fulfilledTimeStamp, refetch } = useGetSwipeGameQuery();
  const [swipe] = useSwipeMutation();
  const announceMatch = useAnnounceMatch();
  const [deck, setDeck] = useState<SwipeCard[]>([]);
  const [allowance, setAllowance] = useState<{ likesLeft: number; nextLikeAt: string | null }>();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<SwipeOutcome>();
  const [errorCode, setErrorCode] = useState<string>();
  // Every card ever dealt: a new deal only adds members not shown yet (a swipe may still be on its way).
  const dealt = useRef(new Set<string>());
  const [lastDealAddedCards, setLastDealAddedCards] = useState(false);
  // A second press before React re-renders must not swipe the same card twice.
  const inFlight = useRef(false);

  useEffect(() => {
    if (!data) return;
    setAllowance({ likesLeft: data.likes_left, nextLikeAt: data.next_like_at });
    const fresh = data.cards.filter((card) => !dealt.current.has(card.id));
    for (const card of fresh) dealt.current.add(card.id);
    setLastDealAddedCards(fresh.length > 0);
    if (fresh.length) setDeck((current) => [...current, ...fresh]);
    // Each answer counts, even one equal to the last (the query keeps the same data object then).
  }, [data, fulfilledTimeStamp]);

  // A short deal (or one of nobody new) means the server has no one else to show: asking again would repeat it forever.
  const serverHasMore = data !== undefined && data.cards.length >= SWIPE_DECK_SIZE && lastDealAddedCards;
  useEffect(() => {
    if (serverHasMore && deck.length <= REFILL_AT && !isFetching) void refetch();
  }, [serverHasMore, deck.length, isFetching, refetch]);

  const current = deck[0];
  const canLike = (allowance?.likesLeft ?? 0) > 0;

  const choose = useCallback(
    async (choice: SwipeChoice) => {
      if (!current || inFlight.current || (choice === 'like' && !canLike)) return;
      inFlight.current = true;
      setBusy(true);
      setErrorCode(undefined);
      const drop = () => setDeck((cards) => cards.filter((card) => card.id !== current.id));
      try {
        const result = await swipe({ member_id: current.id, choice }).unwrap();
        setAllowance({ likesLeft: result.likes_left, nextLikeAt: result.next_like_at });
        drop();
        setOutcome({ choice, name: current.name });
        if (result.match) announceMatch(current);
      } catch (caught) {
        const apiError = toApiError(caught as FetchBaseQueryError);
        // Another tab used the last like: the card stays, the wait shows.
        if (apiError?.code === SWIPE_ERRORS.NO_LIKES_LEFT) setAllowance({ likesLeft: 0, nextLikeAt: String(apiError.params?.next_like_at ?? '') || null });
        else {
          setErrorCode(apiError?.code);
          if (apiError && UNSWIPEABLE.includes(apiError.code)) drop();
        }
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    [current, canLike, swipe, announceMatch],
  );

  return {
    loading: !data && !error,
    loadError: error,
    /** No card left and none on its way: the empty state (not a flash of it while more are dealt). */
    empty: data !== undefined && deck.length === 0 && !isFetching,
    current,
    next: deck[1],
    allowance,
    canLike,
    busy,
    choose,
    outcome,
    errorCode,
    newDay: refetch,
  };
};
