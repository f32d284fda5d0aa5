import type { AppConfig } from '@dating/platform';
import { siteForHost, type SiteSettings } from './site-settings.js';

/** Where links in mails for a site point: the embedded default serves every site on its own port. */
export const siteOrigin = (config: AppConfig, domain: string): string =>
  `${config.publicScheme}://${domain}${config.embedded ? `:${config.port}` : ''}`;

/** The sender of a site's mails: its mail name with the configured address. */
export const siteMailFrom = (config: AppConfig, sites: readonly SiteSettings[], domain: string): string =>
  `"${siteForHost(sites, domain).mail_name.replaceAll('"', '')}" <${config.mailFrom}>`;
