import { Outlet } from 'react-router';
import { MatchAnnouncer } from '../../components/likes/match-announcer.js';
import { useCurrentUser } from '../../features/auth/hooks/use-current-user.js';
import { SiteEntryWarning } from '../../features/site/components/site-entry-warning.js';
import { LAYOUT_KINDS } from '../../features/site/utils/entry-warning.rules.js';
import { AppNav } from './app-nav.js';
import { MembersAreaOffers } from './members-area-offers.js';

/**
 * Spec §2 chat layout (for the chat routes): the conversation fills the screen; entry warning only for NL and DE. The
 * chats are part of the members area: the welcome bonus counts down and a new match is announced here too.
 */
export const ChatLayout = () => {
  const { user, loggedIn } = useCurrentUser();
  return (
    <MatchAnnouncer memberId={user?.id}>
      <div className="d-flex flex-column vh-100">
        <AppNav />
        {user && (
          <div className="warning-banners container">
            <MembersAreaOffers user={user} />
          </div>
        )}
        <main className="flex-grow-1 overflow-hidden">
          <Outlet />
        </main>
        <SiteEntryWarning layout={LAYOUT_KINDS.chat} loggedIn={loggedIn} />
      </div>
    </MatchAnnouncer>
  );
};
