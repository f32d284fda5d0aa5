import { Outlet } from 'react-router';
import { useCurrentUser } from '../../features/auth/hooks/use-current-user.js';
import { Brand } from '../../features/layout/components/brand.js';
import { SiteEntryWarning } from '../../features/site/components/site-entry-warning.js';
import { useSettings } from '../../features/site/hooks/use-settings.js';
import { LAYOUT_KINDS } from '../../features/site/utils/entry-warning.rules.js';
import { AppFooter } from './app-footer.js';
import { SignupModalHost } from './signup-modal-host.js';

/**
 * Spec §2 lander layout (for the landing pages ads lead to): logo bar, footer with disclaimer; entry warning only for
 * NL and DE. Its calls to action open the signup over the page.
 */
export const LanderLayout = () => {
  const settings = useSettings();
  const { loggedIn } = useCurrentUser();
  return (
    <SignupModalHost>
      <div className="d-flex flex-column min-vh-100">
        <header className="top-nav">
          <div className="navbar">
            <div className="container">
              <Brand name={settings?.name} />
            </div>
          </div>
        </header>
        <main className="flex-grow-1">
          <Outlet />
        </main>
        <AppFooter />
        <SiteEntryWarning layout={LAYOUT_KINDS.lander} loggedIn={loggedIn} />
      </div>
    </SignupModalHost>
  );
};
