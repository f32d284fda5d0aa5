import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SignupLink } from '../../components/signup/signup-link.js';
import { paths } from '../../config/paths.js';
import { AccountMenu } from '../../features/auth/components/account-menu.js';
import { useCurrentUser } from '../../features/auth/hooks/use-current-user.js';
import { LanguageSwitcher } from '../../features/i18n/components/language-switcher.js';
import { BackButton } from '../../features/layout/components/back-button.js';
import { InvisibleModeBadge } from '../../features/layout/components/invisible-mode-badge.js';
import { TopNav } from '../../features/layout/components/top-nav.js';
import { newLikesCount, useLikes } from '../../features/likes/api/likes-api.js';
import { CreditsNavEntry } from '../../features/wallet/components/credits-nav-entry.js';
import { useSettings } from '../../features/site/hooks/use-settings.js';
import { useStandaloneMode } from '../../features/site/hooks/use-standalone-mode.js';
import { useUnreadMessages } from '../../lib/chats-endpoints.js';
import { useInstallPrompt } from '../../lib/install-prompt.js';
import { useSignupsOpen } from '../use-signups-open.js';

/**
 * Spec §2 navigation: messages carry the unread badge (99+ from 100), likes the new-likes badge; the nav never
 * offers a link that leads nowhere.
 */
export const AppNav = () => {
  const { t } = useTranslation('common');
  const settings = useSettings();
  const { user, loggedIn } = useCurrentUser();
  const signupsOpen = useSignupsOpen();
  const newLikes = newLikesCount(useLikes(Boolean(user)));
  const unreadMessages = useUnreadMessages(Boolean(user));
  const standalone = useStandaloneMode();
  const install = useInstallPrompt();
  const items = user
    ? [
        { to: paths.members, label: t('nav.members') },
        { to: paths.chats, label: t('nav.messages'), badge: { count: unreadMessages, label: t('nav.unreadMessages', { count: unreadMessages }), colour: 'secondary' as const } },
        { to: paths.likes, label: t('nav.likes'), badge: { count: newLikes, label: t('nav.newLikes', { count: newLikes }) } },
      ]
    : [];
  return (
    <TopNav
      siteName={settings?.name}
      label={t('nav.label')}
      items={items}
      // A visitor's "log in" and "sign up" only fit next to the language on a phone without the site's name.
      compactBrand={items.length > 0 || loggedIn === false}
      back={<BackButton standalone={standalone} />}
      actions={
        <>
          {user && <CreditsNavEntry user={user} />}
          <LanguageSwitcher loggedIn={Boolean(loggedIn)} country={user?.profile.country ?? settings?.geoip_country} />
          {user?.invisible && <InvisibleModeBadge />}
          {user && <AccountMenu user={user} install={standalone ? undefined : install} />}
          {loggedIn === false && (
            <>
              <Link className="btn btn-outline-primary text-nowrap px-2 px-sm-3" to={paths.login}>
                {t('nav.login')}
              </Link>
              {/* An invite-only site does not invite visitors to sign up (they could not). */}
              {signupsOpen && <SignupLink className="btn btn-primary text-nowrap px-2 px-sm-3">{t('nav.signup')}</SignupLink>}
            </>
          )}
        </>
      }
    />
  );
};
