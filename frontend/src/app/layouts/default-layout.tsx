import { Outlet } from 'react-router';
import { MatchAnnouncer } from '../../components/likes/match-announcer.js';
import { ActivationReminder } from '../../features/activation/components/activation-reminder.js';
import { LikeModal } from '../../features/likes/components/like-modal.js';
import { MemberAlerts } from '../../features/member-alerts/components/member-alerts.js';
import { useCurrentUser } from '../../features/auth/hooks/use-current-user.js';
import { PasswordChangedNotice } from '../../features/password-reset/components/password-changed-notice.js';
import { SiteEntryWarning } from '../../features/site/components/site-entry-warning.js';
import { useSettings } from '../../features/site/hooks/use-settings.js';
import { LAYOUT_KINDS } from '../../features/site/utils/entry-warning.rules.js';
import { AppFooter } from './app-footer.js';
import { AppNav } from './app-nav.js';
import { MembersAreaOffers } from './members-area-offers.js';
import { SignupModalHost } from './signup-modal-host.js';

/** Spec §2 default layout: top navigation, warning banners, page, footer with disclaimer, entry warning, signup, match and like modals. */
export const DefaultLayout = () => {
  const { user, loggedIn } = useCurrentUser();
  const settings = useSettings();
  return (
    <SignupModalHost>
      <MatchAnnouncer memberId={user?.id}>
        <div className="d-flex flex-column min-vh-100">
          <AppNav />
          <div className="warning-banners container">
            {/* Members only: it reads the visit's storage, which the server's rendering for visitors has none of. */}
            {user && <ActivationReminder user={user} />}
            {user && settings && <MemberAlerts user={user} pushPublicKey={settings.push_public_key} />}
            {user && <MembersAreaOffers user={user} />}
          </div>
          <PasswordChangedNotice />
          <main className="flex-grow-1">
            <Outlet />
          </main>
          <AppFooter />
          <SiteEntryWarning layout={LAYOUT_KINDS.default} loggedIn={loggedIn} />
          <LikeModal loggedIn={loggedIn === true} />
        </div>
      </MatchAnnouncer>
    </SignupModalHost>
  );
};
