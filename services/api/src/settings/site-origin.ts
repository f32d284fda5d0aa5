import type { AppConfig } from '@dating/platform';
import { siteForHost, type SiteSettings } from './site-settings.js';

/**
 * Where a site's own links point (mails, the payment provider's return and webhook): always its configured domain,
 * never a request's Host. The embedded default serves every site on its own port; production on PUBLIC_PORT, if any.
 */
export const siteOrigin = (config: AppConfig, domain: string): string => {
  const port = config.embedded ? config.port : config.publicPort;
  return `${config.publicScheme}://${domain}${port ? `:${port}` : ''}`;
};

/** The sender of a site's mails: its mail name with the configured address. */
export const siteMailFrom = (config: AppConfig, sites: readonly SiteSettings[], domain: string): string =>
  `"${siteForHost(sites, domain).mail_name.replaceAll('"', '')}" <${config.mailFrom}>`;
