import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import type { PhotoUrls } from '@dating/domain';
import { useLikes } from '../../lib/likes-endpoints.js';
import { matchToAnnounce, readAnnouncedMatches, storeAnnouncedMatches } from './announced-matches.js';
import { MatchPopup } from './match-popup.js';

/** Who a like just matched with, as the match modal shows them. */
export type MatchedMember = { id: string; name: string; main_image: PhotoUrls | null };

const MatchAnnouncement = createContext<(member: MatchedMember) => void>(() => undefined);

/**
 * Shows the match pop-up wherever a like became mutual: on a profile, a card, the swipe game or the signup matches;
 * and, when the likes are next loaded, to the member whose earlier like the other one returned.
 */
export const MatchAnnouncer = ({ memberId, children }: { memberId: string | undefined; children: ReactNode }) => {
  const likes = useLikes(memberId !== undefined);
  const [matched, setMatched] = useState<MatchedMember | null>(null);
  const announce = useCallback(
    (member: MatchedMember) => {
      if (memberId) storeAnnouncedMatches(memberId, [...readAnnouncedMatches(memberId), member.id]);
      setMatched(member);
    },
    [memberId],
  );
  useEffect(() => {
    if (!memberId || !likes) return;
    const announced = readAnnouncedMatches(memberId);
    const { member, settled } = matchToAnnounce(likes, announced);
    if (settled.length) storeAnnouncedMatches(memberId, [...announced, ...settled]);
    if (member) setMatched(member);
  }, [memberId, likes]);
  const close = useCallback(() => setMatched(null), []);
  return (
    <MatchAnnouncement value={announce}>
      {children}
      {matched && <MatchPopup key={matched.id} member={matched} onClose={close} />}
    </MatchAnnouncement>
  );
};

export const useAnnounceMatch = () => useContext(MatchAnnouncement);
