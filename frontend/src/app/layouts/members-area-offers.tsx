import { useLocation } from 'react-router';
import { TimeBonusBanner } from '../../features/wallet/components/time-bonus-banner.js';
import { TimeBonusModal } from '../../features/wallet/components/time-bonus-modal.js';
import { useTimeBonus } from '../../features/wallet/hooks/use-time-bonus.js';
import type { User } from '../../types/api.js';
import { isMembersArea } from './members-area.js';

/** The welcome time bonus above the members area: its countdown, and once, after 40 s, its modal. */
export const MembersAreaOffers = ({ user }: { user: User }) => {
  const { pathname } = useLocation();
  const running = useTimeBonus(user);
  if (!isMembersArea(pathname)) return null;
  return (
    <>
      {running && <TimeBonusBanner running={running} />}
      <TimeBonusModal key={user.id} memberId={user.id} credits={user.credits} running={running} />
    </>
  );
};
