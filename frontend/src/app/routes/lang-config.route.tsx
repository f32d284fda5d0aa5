import { useCurrentUser } from '../../features/auth/hooks/use-current-user.js';
import { LanguageConfigPage } from '../../features/i18n/components/language-config-page.js';
import { useSettings } from '../../features/site/hooks/use-settings.js';

/** Spec §2 /lang-config: for visitors and members alike. */
export const LangConfigRoute = () => {
  const { user } = useCurrentUser();
  const settings = useSettings();
  return <LanguageConfigPage loggedIn={user !== null} country={user?.profile.country ?? settings?.geoip_country} />;
};
