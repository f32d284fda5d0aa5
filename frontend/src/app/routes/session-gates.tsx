import { mayVisitorBrowse } from '@dating/domain';
import type { FictionalNotice } from '../../components/profile/fictional-badge.js';
import { useState, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigation } from 'react-router';
import { routerRestsAt } from '../../lib/router-rest.js';
import { PageLoading } from '../../components/ui/page-loading.js';
import { PageSpinner } from '../../components/ui/page-spinner.js';
import { paths } from '../../config/paths.js';
import { useCurrentUser } from '../../features/auth/hooks/use-current-user.js';
import type { LoginReturnState } from '../../lib/login-return.js';
import { ErrorPage } from '../../features/errors/components/error-page.js';
import { storedTracking } from '../../features/signup/utils/tracking.js';
import { useSettingsQuery } from '../../features/site/hooks/use-settings.js';
import type { Settings, User } from '../../types/api.js';

/**
 * Screens for visitors (landing, login): a logged-in member goes on to `loggedInTo`, the members area unless the screen
 * knows better (spec §4). A member the screen already sends elsewhere (the login, back to the page that asked for it)
 * keeps going there: a second way out would cancel the first.
 */
export const VisitorsOnly = ({ loggedInTo = paths.members, children }: { loggedInTo?: string; children: ReactNode }) => {
  const { loggedIn, query } = useCurrentUser();
  const { pathname } = useLocation();
  // The router knows first whether a way out is under way; React's view of it renders this gate again once it ends.
  const resting = useNavigation().state === 'idle' && routerRestsAt(pathname);
  if (loggedIn === undefined) return <PageLoading queries={[query]} />;
  if (!loggedIn) return children;
  return resting ? <Navigate to={loggedInTo} replace /> : <PageSpinner />;
};

/**
 * Screens for members: visitors are sent to the login. They also receive the site settings. A session that ends while
 * the member is already on the way to another screen (the goodbye after deleting the account) does not turn that
 * way into the login.
 */
export const MembersOnly = ({ children }: { children: (user: User, settings: Settings) => ReactNode }) => {
  const { user, loggedIn, query } = useCurrentUser();
  const settingsQuery = useSettingsQuery();
  const settings = settingsQuery.data;
  const leaving = useNavigation().state !== 'idle';
  const { pathname, search } = useLocation();
  if (loggedIn === undefined || !settings || (!user && leaving)) return <PageLoading queries={[query, settingsQuery]} />;
  const comeBack: LoginReturnState = { from: pathname + search };
  return user ? children(user, settings) : <Navigate to={paths.login} replace state={comeBack} />;
};

const FORBIDDEN = 403;

/** Staff screens: other members get a 403 page (the API refuses them as well), visitors the login. */
export const StaffOnly = ({ children }: { children: ReactNode }) => (
  <MembersOnly>{(user) => (user.staff ? children : <ErrorPage status={FORBIDDEN} />)}</MembersOnly>
);

/** Screens for visitors and members alike that depend on which one is looking and on the site settings: both known first. */
export const SessionAndSettings = ({ children }: { children: (user: User | null, settings: Settings) => ReactNode }) => {
  const { user, loggedIn, query } = useCurrentUser();
  const settingsQuery = useSettingsQuery();
  const settings = settingsQuery.data;
  if (loggedIn === undefined || !settings) return <PageLoading queries={[query, settingsQuery]} />;
  return children(user, settings);
};

/** Search and profiles (spec §6): members, and visitors too where the site allows logged-out search. */
export const SearchersOnly = ({ children }: { children: (user: User | null, settings: Settings) => ReactNode }) => (
  <SessionAndSettings>
    {(user, settings) => (user || mayVisitorBrowse(settings, storedTracking().network) ? children(user, settings) : <Navigate to={paths.login} replace />)}
  </SessionAndSettings>
);

/**
 * The signup's screens: a logged-in member goes on to `loggedInTo`. Creating the account logs the new member in, so a
 * signup begun here stays on screen until its complete step is left.
 */
export const SignupGate = ({ loggedInTo, children }: { loggedInTo: string; children: (settings: Settings, onSendingChange: (sending: boolean) => void) => ReactNode }) => {
  const [signingUp, setSigningUp] = useState(false);
  return (
    <SessionAndSettings>
      {(user, settings) => (user && !signingUp ? <Navigate to={loggedInTo} replace /> : children(settings, (sending) => sending && setSigningUp(true)))}
    </SessionAndSettings>
  );
};

/** The disclosure that marks fictional profiles, as this site words it. */
export const fictionalNoticeOf = (settings: Settings): FictionalNotice => ({
  icon: settings.fictional_icon,
  siteWarning: settings.fictional_warning,
  siteSingular: settings.fictional_singular,
  sitePlural: settings.fictional_plural,
  siteLanguage: settings.domain_language,
});
