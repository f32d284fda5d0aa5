import { useEffect } from 'react';
import { adoptDomainLanguage } from '../i18n/i18n.js';
import { useSettings } from '../features/site/hooks/use-settings.js';

/** Applies what the site settings decide for the whole app: the domain's language and the page title. */
export const useSiteBootstrap = () => {
  const settings = useSettings();
  useEffect(() => {
    if (!settings) return;
    void adoptDomainLanguage(settings.domain_language);
    document.title = settings.index_title;
  }, [settings]);
};
