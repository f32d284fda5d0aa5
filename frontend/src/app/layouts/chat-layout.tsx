import { Outlet } from 'react-router';
import { useCurrentUser } from '../../features/auth/hooks/use-current-user.js';
import { SiteEntryWarning } from '../../features/site/components/site-entry-warning.js';
import { LAYOUT_KINDS } from '../../features/site/utils/entry-warning.rules.js';
import { AppNav } from './app-nav.js';

/** Spec §2 chat layout (for the chat routes): the conversation fills the screen; entry warning only for NL and DE. */
export const ChatLayout = () => {
  const { loggedIn } = useCurrentUser();
  return (
    <div className="d-flex flex-column vh-100">
      <AppNav />
      <main className="flex-grow-1 overflow-hidden">
        <Outlet />
      </main>
      <SiteEntryWarning layout={LAYOUT_KINDS.chat} loggedIn={loggedIn} />
    </div>
  );
};
