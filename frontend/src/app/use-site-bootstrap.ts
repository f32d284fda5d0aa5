import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { adoptDomainLanguage } from '../i18n/i18n.js';
import { useCurrentUser } from '../features/auth/hooks/use-current-user.js';
import { useAttentionCount } from './use-attention-count.js';
import { useSettings } from '../features/site/hooks/use-settings.js';
import { siteTitle } from '../features/site/utils/site-title.js';
import { useMemberNews } from './use-member-news.js';

/**
 * Applies what the site settings decide for the whole app: the domain's language, the site's colour and the page title,
 * the site's own index_title in the site's language and our translation of it in every other; with what waits
 * for the member (unread messages and new likes) in brackets before it and on the app badge (spec §2, §5), kept fresh by the
 * live events, push messages and, while the live events are down, the periodic refresh.
 */
export const useSiteBootstrap = () => {
  const settings = useSettings();
  const { t, i18n } = useTranslation('common');
  const { loggedIn } = useCurrentUser();
  useMemberNews(loggedIn === true);
  const attention = useAttentionCount(loggedIn === true);
  useEffect(() => {
    if (!settings) return;
    void adoptDomainLanguage(settings.domain_language);
    // The browser's bar (and the installed app's title bar) in the site's own colour, as its web app manifest has it.
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', settings.theme_color);
  }, [settings]);
  useEffect(() => {
    if (!settings) return;
    const title = siteTitle(settings, i18n.language, t);
    document.title = attention > 0 ? `(${attention}) ${title}` : title;
  }, [settings, i18n.language, t, attention]);
  useEffect(() => {
    // Installed apps only; a browser without the badge, or one that refuses it, changes nothing.
    const badge = attention > 0 ? navigator.setAppBadge?.(attention) : navigator.clearAppBadge?.();
    badge?.catch(() => undefined);
  }, [attention]);
};
