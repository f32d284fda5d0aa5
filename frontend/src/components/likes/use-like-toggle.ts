import type { FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { useState } from 'react';
import { toApiError } from '../../lib/api-error.js';
import { useLikeMutation, useLikes, useUnlikeMutation } from '../../lib/likes-endpoints.js';
import { useAnnounceMatch, type MatchedMember } from './match-announcer.js';

/**
 * Liking and taking a like back for one member: whether the member likes them now, the press, and the error code
 * of a refused press. A like that makes the pair mutual opens the match modal.
 */
export const useLikeToggle = (member: MatchedMember, loggedIn: boolean) => {
  const likes = useLikes(loggedIn);
  const [like, liking] = useLikeMutation();
  const [unlike, unliking] = useUnlikeMutation();
  const announceMatch = useAnnounceMatch();
  const [errorCode, setErrorCode] = useState<string>();
  const liked = likes?.profiles.some((profile) => profile.id === member.id) ?? false;
  const toggle = async () => {
    setErrorCode(undefined);
    try {
      if (liked) {
        await unlike(member.id).unwrap();
        return;
      }
      const { match } = await like(member.id).unwrap();
      if (match) announceMatch(member);
    } catch (error) {
      setErrorCode(toApiError(error as FetchBaseQueryError)?.code);
    }
  };
  return { liked, busy: liking.isLoading || unliking.isLoading, toggle, errorCode };
};
