import { useParams } from 'react-router';
import { useMarkLikeSeen } from '../../features/likes/hooks/use-mark-like-seen.js';
import { MemberProfilePage } from '../../features/member-profile/components/member-profile-page.js';
import { useCurrentUser } from '../../features/auth/hooks/use-current-user.js';
import { ProfileGiftButton } from '../../features/chat/components/profile-gift-button.js';
import { ReportButton } from '../../features/reports/components/report-button.js';
import { fictionalNoticeOf, SearchersOnly } from './session-gates.js';

export const MemberProfileRoute = () => {
  const { id = '' } = useParams();
  // Spec §5: opening the profile of a member whose like is new clears its flag.
  useMarkLikeSeen(id, useCurrentUser().loggedIn === true);
  return (
    <SearchersOnly>
      {(user, settings) => (
        // Keyed by member: moving to a similar profile starts with a fresh gallery.
        <MemberProfilePage
          key={id}
          memberId={id}
          viewerId={user?.id}
          visibleFields={settings.visible_profile_fields}
          fictionalNotice={fictionalNoticeOf(settings)}
          reportControl={<ReportButton memberId={id} />}
          renderGift={(member) => <ProfileGiftButton memberId={member.id} name={member.name} credits={settings.gift_credits} />}
        />
      )}
    </SearchersOnly>
  );
};
