import { Inject, Injectable, Optional } from '@nestjs/common';
import { SITES } from '../runtime/tokens.js';
import { PUSH_PUBLIC_KEY } from './push-public-key.js';
import { siteForHost, type SiteSettings } from './site-settings.js';

@Injectable()
export class SiteResolver {
  private readonly sites: readonly SiteSettings[];

  /** The push key is the deployment's, not a site's: every site hands the same one to browsers. */
  constructor(@Inject(SITES) sites: readonly SiteSettings[], @Optional() @Inject(PUSH_PUBLIC_KEY) pushPublicKey?: string) {
    this.sites = pushPublicKey ? sites.map((site) => ({ ...site, push_public_key: pushPublicKey })) : sites;
  }

  forHost(host: string | undefined): SiteSettings {
    return siteForHost(this.sites, host);
  }
}
