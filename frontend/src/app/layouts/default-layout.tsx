import { Outlet, useLocation } from 'react-router';
import { paths } from '../../config/paths.js';
import { ActivationReminder } from '../../features/activation/components/activation-reminder.js';
import { useCurrentUser } from '../../features/auth/hooks/use-current-user.js';
import { SiteEntryWarning } from '../../features/site/components/site-entry-warning.js';
import { LAYOUT_KINDS } from '../../features/site/utils/entry-warning.rules.js';
import { AppFooter } from './app-footer.js';
import { AppNav } from './app-nav.js';

// Spec §4: the activation reminder stays away from the screens where the member deals with it.
const WITHOUT_ACTIVATION_REMINDER: string[] = [paths.signup];

/** Spec §2 default layout: top navigation, warning banners, page, footer with disclaimer, entry warning. */
export const DefaultLayout = () => {
  const { user, loggedIn } = useCurrentUser();
  const { pathname } = useLocation();
  return (
    <div className="d-flex flex-column min-vh-100">
      <AppNav />
      <div className="warning-banners container">
        {!WITHOUT_ACTIVATION_REMINDER.includes(pathname) && <ActivationReminder user={user} />}
      </div>
      <main className="flex-grow-1">
        <Outlet />
      </main>
      <AppFooter />
      <SiteEntryWarning layout={LAYOUT_KINDS.default} loggedIn={loggedIn} />
    </div>
  );
};
