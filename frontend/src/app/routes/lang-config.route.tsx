import { PageLoading } from '../../components/ui/page-loading.js';
import { useCurrentUser } from '../../features/auth/hooks/use-current-user.js';
import { LanguageConfigPage } from '../../features/i18n/components/language-config-page.js';
import { useSettingsQuery } from '../../features/site/hooks/use-settings.js';

/** Spec §2 /lang-config: for visitors and members alike; the list waits for the country, so it never reorders under a finger. */
export const LangConfigRoute = () => {
  const { user, loggedIn, query } = useCurrentUser();
  const settingsQuery = useSettingsQuery();
  const settings = settingsQuery.data;
  if (loggedIn === undefined || !settings) return <PageLoading queries={[query, settingsQuery]} />;
  return <LanguageConfigPage loggedIn={loggedIn} country={user?.profile.country ?? settings.geoip_country} />;
};
