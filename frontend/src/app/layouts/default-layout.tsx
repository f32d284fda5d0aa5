import { lazy, Suspense, useCallback, useState } from 'react';
import { Outlet } from 'react-router';
import { MatchAnnouncer } from '../../components/likes/match-announcer.js';
import { SignupModalContext } from '../../components/signup/signup-modal-context.js';
import { ActivationReminder } from '../../features/activation/components/activation-reminder.js';
import { LikeModal } from '../../features/likes/components/like-modal.js';
import { ResendActivationButton } from '../../features/activation/components/resend-activation-button.js';
import { useCurrentUser } from '../../features/auth/hooks/use-current-user.js';
import { PasswordChangedNotice } from '../../features/password-reset/components/password-changed-notice.js';
import { SiteEntryWarning } from '../../features/site/components/site-entry-warning.js';
import { useSettings } from '../../features/site/hooks/use-settings.js';
import { LAYOUT_KINDS } from '../../features/site/utils/entry-warning.rules.js';
import { loadAllTexts } from '../../i18n/i18n.js';
import { AppFooter } from './app-footer.js';
import { AppNav } from './app-nav.js';
import { MembersAreaOffers } from './members-area-offers.js';

// The signup steps load with the first "sign up" click, not with every page.
const SignupModal = lazy(() =>
  Promise.all([import('../../features/signup/components/signup-modal.js'), loadAllTexts()]).then(([module]) => ({ default: module.SignupModal })),
);

/** Spec §2 default layout: top navigation, warning banners, page, footer with disclaimer, entry warning, signup, match and like modals. */
export const DefaultLayout = () => {
  const { user, loggedIn } = useCurrentUser();
  const settings = useSettings();
  const [signupOpen, setSignupOpen] = useState(false);
  const openSignup = useCallback(() => setSignupOpen(true), []);
  return (
    <SignupModalContext value={openSignup}>
      <MatchAnnouncer memberId={user?.id}>
      <div className="d-flex flex-column min-vh-100">
        <AppNav />
        <div className="warning-banners container">
          <ActivationReminder user={user} />
          {user && <MembersAreaOffers user={user} />}
        </div>
        <PasswordChangedNotice />
        <main className="flex-grow-1">
          <Outlet />
        </main>
        <AppFooter />
        <SiteEntryWarning layout={LAYOUT_KINDS.default} loggedIn={loggedIn} />
        <LikeModal loggedIn={loggedIn === true} />
        {signupOpen && settings && (
          <Suspense fallback={null}>
            <SignupModal
              settings={settings}
              renderActivation={() => <ResendActivationButton />}
              onClose={() => setSignupOpen(false)}
            />
          </Suspense>
        )}
      </div>
      </MatchAnnouncer>
    </SignupModalContext>
  );
};
