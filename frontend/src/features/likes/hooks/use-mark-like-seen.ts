import { useEffect } from 'react';
import { useLikes, useMarkLikeSeenMutation } from '../api/likes-api.js';

/** Spec §5: opening the profile of a member whose like is new clears its new-like flag. */
export const useMarkLikeSeen = (memberId: string, loggedIn: boolean) => {
  const likes = useLikes(loggedIn);
  const [markSeen] = useMarkLikeSeenMutation();
  const isNew = likes?.liked_by.some((like) => like.id === memberId && like.like_new) ?? false;
  useEffect(() => {
    // A failure leaves the flag for the next visit: nothing the member needs to hear about.
    if (isNew) markSeen(memberId).catch(() => undefined);
  }, [isNew, memberId, markSeen]);
};
