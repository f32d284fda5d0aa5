import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { adoptDomainLanguage } from '../i18n/i18n.js';
import { useSettings } from '../features/site/hooks/use-settings.js';

/**
 * Applies what the site settings decide for the whole app: the domain's language and the page title,
 * the site's own index_title in the site's language and our translation of it in every other.
 */
export const useSiteBootstrap = () => {
  const settings = useSettings();
  const { t, i18n } = useTranslation('common');
  useEffect(() => {
    if (settings) void adoptDomainLanguage(settings.domain_language);
  }, [settings]);
  useEffect(() => {
    if (!settings) return;
    const inSiteLanguage = settings.domain_language.slice(0, 2).toLowerCase() === i18n.language.slice(0, 2);
    document.title = inSiteLanguage && settings.index_title ? settings.index_title : t('documentTitle', { name: settings.name });
  }, [settings, i18n.language, t]);
};
