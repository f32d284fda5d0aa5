import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, SITES } from '../runtime/tokens.js';
import type { AppConfig } from '../config/env.js';
import { siteForHost, type SiteSettings } from './site-settings.js';

@Injectable()
export class SiteResolver {
  constructor(
    @Inject(SITES) private readonly sites: readonly SiteSettings[],
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  forHost(host: string | undefined): SiteSettings {
    return siteForHost(this.sites, host);
  }

  /** Where links in mails for this site point: the embedded default serves every site on its own port. */
  originOf(domain: string): string {
    const port = this.config.embedded ? `:${this.config.port}` : '';
    return `${this.config.publicScheme}://${domain}${port}`;
  }
}
