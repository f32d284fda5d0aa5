import type { TFunction } from 'i18next';
import type { Settings } from '../../../types/api.js';

/** The page title: the site's own index_title in the site's language, our translation of it in every other. */
export const siteTitle = (settings: Settings, locale: string, t: TFunction): string => {
  const inSiteLanguage = settings.domain_language.slice(0, 2).toLowerCase() === locale.slice(0, 2);
  return inSiteLanguage && settings.index_title ? settings.index_title : t('common:documentTitle', { name: settings.name });
};
