import { useParams } from 'react-router';
import { MemberProfilePage } from '../../features/member-profile/components/member-profile-page.js';
import { fictionalNoticeOf, SearchersOnly } from './session-gates.js';

export const MemberProfileRoute = () => {
  const { id = '' } = useParams();
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
        />
      )}
    </SearchersOnly>
  );
};
