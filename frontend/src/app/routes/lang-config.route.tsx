import { LanguageConfigPage } from '../../features/i18n/components/language-config-page.js';
import { SessionAndSettings } from './session-gates.js';

/** Spec §2 /lang-config: for visitors and members alike; the list waits for the country, so it never reorders under a finger. */
export const LangConfigRoute = () => (
  <SessionAndSettings>{(user, settings) => <LanguageConfigPage loggedIn={user !== null} country={user?.profile.country ?? settings.geoip_country} />}</SessionAndSettings>
);
