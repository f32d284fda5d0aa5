import type { FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { SWIPE_ERRORS, type SwipeCard, type SwipeChoice } from '@dating/domain';
import { toApiError } from '../../../lib/api-error.js';
import { useAnnounceMatch } from '../../../components/likes/match-announcer.js';
import { useGetSwipeGameQuery, useSwipeMutation } from '../api/swipe-game-api.js';

/** Cards left before more are asked for, so the deck never runs dry while the member swipes. */
const REFILL_AT = 2;

export type SwipeOutcome = { choice: SwipeChoice; name: string };

/**
 * The swipe game's state: the cards still to swipe (the server deals more as the deck runs low, never a member
 * already liked or passed), today's likes left and when the next one comes, and the last outcome to announce.
 */
export const useSwipeDeck = () => {
  const { data, error, isFetching, refetch } = useGetSwipeGameQuery();
  const [swipe] = useSwipeMutation();
  const announceMatch = useAnnounceMatch();
  const [deck, setDeck] = useState<SwipeCard[]>([]);
  const [allowance, setAllowance] = useState<{ likesLeft: number; nextLikeAt: string | null }>();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<SwipeOutcome>();
  const [errorCode, setErrorCode] = useState<string>();
  const swiped = useRef(new Set<string>());

  useEffect(() => {
    if (!data) return;
    setAllowance({ likesLeft: data.likes_left, nextLikeAt: data.next_like_at });
    setDeck((current) => {
      const shown = new Set(current.map((card) => card.id));
      return [...current, ...data.cards.filter((card) => !shown.has(card.id) && !swiped.current.has(card.id))];
    });
  }, [data]);

  const exhausted = data !== undefined && data.cards.every((card) => swiped.current.has(card.id));
  useEffect(() => {
    if (data && deck.length <= REFILL_AT && !isFetching && !exhausted) void refetch();
  }, [data, deck.length, isFetching, exhausted, refetch]);

  const current = deck[0];
  const canLike = (allowance?.likesLeft ?? 0) > 0;

  const choose = useCallback(
    async (choice: SwipeChoice) => {
      if (!current || busy || (choice === 'like' && !canLike)) return;
      setBusy(true);
      setErrorCode(undefined);
      try {
        const result = await swipe({ member_id: current.id, choice }).unwrap();
        swiped.current.add(current.id);
        setAllowance({ likesLeft: result.likes_left, nextLikeAt: result.next_like_at });
        setDeck((cards) => cards.filter((card) => card.id !== current.id));
        setOutcome({ choice, name: current.name });
        if (result.match) announceMatch(current);
      } catch (caught) {
        const apiError = toApiError(caught as FetchBaseQueryError);
        // Another tab used the last like: the card stays, the wait shows.
        if (apiError?.code === SWIPE_ERRORS.NO_LIKES_LEFT) setAllowance({ likesLeft: 0, nextLikeAt: String(apiError.params?.next_like_at ?? '') || null });
        else setErrorCode(apiError?.code);
      } finally {
        setBusy(false);
      }
    },
    [current, busy, canLike, swipe, announceMatch],
  );

  return { loading: !data && !error, loadError: error, current, next: deck[1], allowance, canLike, busy, choose, outcome, errorCode, newDay: refetch };
};
