import { useLocation } from 'react-router';
import { paths } from '../../config/paths.js';
import { TimeBonusBanner } from '../../features/wallet/components/time-bonus-banner.js';
import { TimeBonusModal } from '../../features/wallet/components/time-bonus-modal.js';
import { useTimeBonus } from '../../features/wallet/hooks/use-time-bonus.js';
import type { User } from '../../types/api.js';
import { isMembersArea } from './members-area.js';

/**
 * The welcome time bonus: its countdown above the members area and on the credits page (there without the link to
 * itself), and once, after 40 s in the members area, its modal.
 */
export const MembersAreaOffers = ({ user }: { user: User }) => {
  const { pathname } = useLocation();
  const running = useTimeBonus(user);
  const onCredits = pathname === paths.credits;
  if (!isMembersArea(pathname) && !onCredits) return null;
  return (
    <>
      {running && <TimeBonusBanner running={running} linkToCredits={!onCredits} />}
      {!onCredits && <TimeBonusModal key={user.id} memberId={user.id} credits={user.credits} running={running} />}
    </>
  );
};
